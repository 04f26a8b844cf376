import type { AlbumComment } from '@abialbum/contracts';
import { commentEvent } from '../src/events/activity-events';
import { anAlbum, approveMember, aUser, blockUser, newId, type TestUser } from './support/albums';
import { aPictureByUrl, comment } from './support/activity';
import { call } from './support/media';
import { startService, type Service } from './support/service';

interface AlbumCommentPage {
  comments: AlbumComment[];
  pagination: { currentPage: number; totalPages: number; totalItems: number; hasNextPage: boolean };
}

const albumCommentsOf = (svc: Service, albumId: string, token?: string, page = 1) =>
  call<AlbumCommentPage>(svc, 'GET', `/albums/${albumId}/media/comments?page=${page}`, token);

/** The owner's Activity tab (issue 13): an album's latest comments, newest first, for its owner and admins. */
describe("an album's latest comments", () => {
  let svc: Service;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let adminToken: string;
  beforeAll(async () => {
    svc = await startService();
    [owner, member, stranger] = [await aUser(svc, { name: 'Olga Owner' }), await aUser(svc, { name: 'Mia Member' }), await aUser(svc, { name: 'Sam Stranger' })];
    adminToken = await svc.tokens.sign(newId(), 'admin');
  });
  afterAll(() => svc.close());

  it('shows the owner and an admin the comments newest first, with their media items, and nobody else', async () => {
    const album = await anAlbum(svc, owner, { isPublic: false });
    await approveMember(svc, album.id, member.id);
    const first = await aPictureByUrl(svc, owner.token, album.id);
    const second = await aPictureByUrl(svc, owner.token, album.id);
    await comment(svc, first.id, 'Lovely', member.token);
    await comment(svc, second.id, '<b>Thanks</b>', owner.token);

    const read = await albumCommentsOf(svc, album.id, owner.token);
    expect(read.status).toBe(200);
    expect(read.body.data.comments.map((c) => [c.text, c.author.name, c.media?.id])).toEqual([
      ['<b>Thanks</b>', 'Olga Owner', second.id],
      ['Lovely', 'Mia Member', first.id],
    ]);
    expect(read.body.data.comments[0]).toMatchObject({ editedAt: null, media: { type: 'IMAGE', caption: 'Pier', url: expect.any(String) } });
    expect(read.body.data.pagination).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 2, hasNextPage: false });
    expect((await albumCommentsOf(svc, album.id, adminToken)).body.data.pagination.totalItems).toBe(2);

    const visitor = await albumCommentsOf(svc, album.id);
    expect([visitor.status, visitor.body.message]).toEqual([401, 'Please login to comment or react']);
    expect((await albumCommentsOf(svc, album.id, member.token)).status).toBe(403);
    expect((await albumCommentsOf(svc, album.id, stranger.token)).status).toBe(403);
    expect((await albumCommentsOf(svc, newId(), owner.token)).status).toBe(404);
    expect((await albumCommentsOf(svc, 'not-an-id', adminToken)).status).toBe(404);
  });

  it('pages 45 comments newest first, 20 a page, and marks an edited one', async () => {
    const album = await anAlbum(svc, owner);
    const items = [await aPictureByUrl(svc, owner.token, album.id), await aPictureByUrl(svc, owner.token, album.id)];
    // Three writers, each under the limit of 20 a minute.
    const writers = [await aUser(svc), await aUser(svc), await aUser(svc)];
    let firstId = '';
    for (let i = 1; i <= 45; i++) {
      const res = await comment(svc, items[i % 2]?.id ?? '', `Comment ${i}`, (writers[i % 3] as TestUser).token);
      expect(res.status).toBe(201);
      if (i === 1) firstId = res.body.data.comment.id;
    }
    await call(svc, 'PUT', `/albums/media/comments/${firstId}`, (writers[1] as TestUser).token, { text: 'Comment 1, again' });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => albumCommentsOf(svc, album.id, owner.token, page)));
    expect(pages.map((p) => p.body.data.comments.length)).toEqual([20, 20, 5, 0]);
    const texts = pages.flatMap((p) => p.body.data.comments.map((c) => c.text));
    expect(texts).toEqual([...Array.from({ length: 44 }, (_, i) => `Comment ${45 - i}`), 'Comment 1, again']);
    expect(pages[2]?.body.data.comments.at(-1)?.editedAt).not.toBeNull();
    expect(pages[0]?.body.data.pagination).toMatchObject({ currentPage: 1, totalPages: 3, totalItems: 45, hasNextPage: true });
  });

  it('takes a deleted comment out, hides a blocked author and brings them back in place', async () => {
    const album = await anAlbum(svc, owner);
    const item = await aPictureByUrl(svc, owner.token, album.id);
    const blocked = await aUser(svc, { name: 'Bea Blocked' });
    await comment(svc, item.id, 'one', member.token);
    await comment(svc, item.id, 'two', blocked.token);
    const three = (await comment(svc, item.id, 'three', stranger.token)).body.data.comment;
    await comment(svc, item.id, 'four', member.token);
    const texts = async () => (await albumCommentsOf(svc, album.id, owner.token)).body.data;

    expect((await call(svc, 'DELETE', `/albums/media/comments/${three.id}`, owner.token)).status).toBe(200);
    expect((await texts()).comments.map((c) => c.text)).toEqual(['four', 'two', 'one']);
    await blockUser(svc, blocked);
    const hidden = await texts();
    expect([hidden.comments.map((c) => c.text), hidden.pagination.totalItems]).toEqual([['four', 'one'], 2]);
    await blockUser(svc, blocked, false);
    const back = await texts();
    expect([back.comments.map((c) => c.text), back.pagination.totalItems]).toEqual([['four', 'two', 'one'], 3]);
  });

  it("takes a deleted item's comments out of its album's list", async () => {
    const album = await anAlbum(svc, owner);
    const staying = await aPictureByUrl(svc, owner.token, album.id);
    const leaving = await aPictureByUrl(svc, owner.token, album.id);
    await comment(svc, staying.id, 'stays', member.token);
    await comment(svc, leaving.id, 'goes', member.token);
    await comment(svc, leaving.id, 'goes too', stranger.token);
    expect((await call(svc, 'DELETE', `/albums/media/${leaving.id}`, owner.token)).status).toBe(200);
    const read = await albumCommentsOf(svc, album.id, owner.token);
    expect([read.body.data.comments.map((c) => c.text), read.body.data.pagination.totalItems]).toEqual([['stays'], 1]);
  });

  it('reads a page of an album with 45 or 245 comments in the round trips of one with 3 (a page is a bucket or two)', async () => {
    const roundTripsOf = async (albumId: string, page: number) => {
      const res = await fetch(`${svc.url}/api/v1/abialbum/albums/${albumId}/media/comments?page=${page}`, { headers: { authorization: `Bearer ${owner.token}` } });
      const body = (await res.json()) as { data: AlbumCommentPage };
      const roundTrips = Number(/db;desc="(\d+) round trips"/.exec(res.headers.get('server-timing') ?? '')?.[1]);
      return { count: body.data.comments.length, total: body.data.pagination.totalItems, roundTrips };
    };
    /** Comments straight through the store (the API allows 20 a minute per user), on one item of a new album. */
    const withComments = async (count: number) => {
      const album = await anAlbum(svc, owner);
      const item = await aPictureByUrl(svc, owner.token, album.id);
      for (let i = 1; i <= count; i++) {
        await svc.services.stores.comments.create({ mediaId: item.id, albumId: album.id, authorId: member.id, text: `Comment ${i}` }, commentEvent('comment.created'));
      }
      return album.id;
    };
    // What is kept a moment (a user's name, 2 s) is read again when it runs out: a read's cost is the least of two in a row.
    const settledRead = async (albumId: string, page: number) => {
      const [first, second] = [await roundTripsOf(albumId, page), await roundTripsOf(albumId, page)];
      return { ...second, roundTrips: Math.min(first.roundTrips, second.roundTrips) };
    };
    const few = await withComments(3);
    const some = await withComments(45);
    const many = await withComments(245);
    const small = await settledRead(few, 1);
    const someReads = [await settledRead(some, 1), await settledRead(some, 2), await settledRead(some, 3)];
    const manyReads = [await settledRead(many, 1), await settledRead(many, 7), await settledRead(many, 13)];
    expect([small.count, small.total]).toEqual([3, 3]);
    expect(someReads.map((read) => [read.count, read.total])).toEqual([[20, 45], [20, 45], [5, 45]]);
    expect(manyReads.map((read) => [read.count, read.total])).toEqual([[20, 245], [20, 245], [5, 245]]);
    expect(small.roundTrips).toBeGreaterThan(0);
    // Newest first, a page of 20 starts anywhere in a bucket: it reads one or two, never more.
    const most = (reads: Array<{ roundTrips: number }>) => Math.max(...reads.map((read) => read.roundTrips));
    expect(most(someReads)).toBeLessThanOrEqual(small.roundTrips + 1);
    expect(most(manyReads)).toBe(most(someReads));
  }, 180_000);
});
