import { commentEvent } from '../src/events/activity-events';
import { anAlbum, aUser, type TestUser } from './support/albums';
import { aPictureByUrl } from './support/activity';
import { startService, type Service } from './support/service';

/** ARCHITECTURE "A page costs a page": an item's comments are a PagedLists list, read a bucket or two at a time. */
describe('pages of comments', () => {
  let svc: Service;
  let owner: TestUser;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
  });
  afterAll(() => svc.close());

  /** Comments straight through the store (the API allows 20 a minute per user). */
  async function withComments(count: number) {
    const album = await anAlbum(svc, owner);
    const item = await aPictureByUrl(svc, owner.token, album.id);
    for (let i = 1; i <= count; i++) {
      await svc.services.stores.comments.create({ mediaId: item.id, albumId: album.id, authorId: owner.id, text: `Comment ${i}` }, commentEvent('comment.created'));
    }
    return item.id;
  }

  async function readPage(mediaId: string, page: number) {
    const res = await fetch(`${svc.url}/api/v1/abialbum/albums/media/${mediaId}/comments?page=${page}`, { headers: { authorization: `Bearer ${owner.token}` } });
    const body = (await res.json()) as { data: { comments: Array<{ text: string }>; pagination: { totalItems: number } } };
    const roundTrips = Number(/db;desc="(\d+) round trips"/.exec(res.headers.get('server-timing') ?? '')?.[1]);
    return { texts: body.data.comments.map((c) => c.text), total: body.data.pagination.totalItems, roundTrips };
  }

  it('reads a page of an item with 300 comments in the same round trips as one of an item with 5', async () => {
    const few = await withComments(5);
    const many = await withComments(300);
    // Once each first: what is kept for a while (the album, the users) is then read from memory alike.
    await readPage(few, 1);
    await readPage(many, 1);
    const small = await readPage(few, 1);
    const first = await readPage(many, 1);
    const deep = await readPage(many, 9);
    expect([small.texts.length, small.total]).toEqual([5, 5]);
    expect([first.texts[0], first.texts.length, first.total]).toEqual(['Comment 1', 20, 300]);
    expect([deep.texts[0], deep.texts.at(-1)]).toEqual(['Comment 161', 'Comment 180']);
    expect(small.roundTrips).toBeGreaterThan(0);
    expect(first.roundTrips).toBe(small.roundTrips);
    expect(deep.roundTrips).toBe(small.roundTrips);
  }, 120_000);
});
