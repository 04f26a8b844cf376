import type { AdminStats, CommentState, PublicStats, ReactionState } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { rebuildStats, type OwnerAlbum, type OwnerUser } from '../src/domain/stats-rebuild';
import { eventHandlers } from '../src/events/consumers';
import { aMedia, anAlbum, anId, aUserSnapshot } from './support/builders';
import { client } from './support/http';
import { startService, type Service } from './support/service';

const fromIdentity = eventFactory('svc-identity');
const fromAlbums = eventFactory('svc-albums');
const fromMedia = eventFactory('svc-media');
const noReactions = { heart: 0, laugh: 0, wow: 0, sad: 0, clap: 0, fire: 0 };

async function* listOf<T>(items: T[]) {
  yield* items;
}
const anOwnerUser = (over: Partial<OwnerUser> = {}): OwnerUser => ({
  id: anId(), name: 'Dee', profileImage: null, city: null, state: null, country: null, isBlocked: false, ...over,
});

describe('rebuilding the statistics from the owners', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  const stats = async () => (await client(svc.url).get<PublicStats>('/stats')).body.data;
  const rebuild = (users: OwnerUser[], albums: OwnerAlbum[]) =>
    rebuildStats({ store: svc.services.stores.stats, directory: svc.directory, counting: svc.services.counting }, { users: () => listOf(users), albums: () => listOf(albums) });

  it('makes the figures agree with what the owners hold, and later events still apply', async () => {
    const dispatch = createDispatcher(svc.db.connection, eventHandlers(svc.consumerDeps), svc.logger);
    const kept = aUserSnapshot();
    const gone = aUserSnapshot();
    const keptAlbum = anAlbum({ ownerId: kept.userId, revision: 4 });
    await dispatch(fromIdentity('user.registered', kept));
    await dispatch(fromIdentity('user.registered', gone));
    await dispatch(fromAlbums('album.created', keptAlbum));
    await dispatch(fromAlbums('album.created', anAlbum({ ownerId: gone.userId })));

    const missed = anOwnerUser({ isBlocked: true });
    const missedAlbum = { id: anId(), ownerId: missed.id, isPublic: true, isBlocked: false };
    const report = await rebuild(
      [anOwnerUser({ id: kept.userId }), missed],
      [{ id: keptAlbum.albumId, ownerId: kept.userId, isPublic: false, isBlocked: false }, missedAlbum],
    );
    expect(report).toMatchObject({ users: 2, usersRemoved: 1, albums: 2, albumsRemoved: 1, figures: { users: 2, albums: 2, albumOwners: 2 } });
    expect(await stats()).toEqual({ totalUsers: 2, totalAlbums: 2, totalAlbumOwners: 2, totalMedia: 0, publicAlbums: 0 });
    expect(await svc.directory.isBlocked(missed.id)).toBe(true);

    await dispatch(fromAlbums('album.updated', { ...keptAlbum, isPublic: true, revision: 5 }));
    await dispatch(fromAlbums('album.blocked', anAlbum({ albumId: missedAlbum.id, ownerId: missed.id, isBlocked: true, revision: 1 })));
    expect(await stats()).toMatchObject({ totalAlbums: 2, publicAlbums: 1 });
  });
});

describe('rebuilding Total Comments and Total Reactions from svc-media', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  it("sets the comments and reactions held to svc-media's exports, then counts them afresh", async () => {
    const dispatch = createDispatcher(svc.db.connection, eventHandlers(svc.consumerDeps), svc.logger);
    const admin = await svc.tokens.sign(anId(), 'admin');
    const totals = async () => {
      const { stats } = (await client(svc.url).get<{ stats: AdminStats }>('/admin/stats', admin)).body.data;
      return { comments: stats.totalComments, reactions: stats.totalReactions };
    };
    const media = aMedia({ status: 'approved' });
    await dispatch(fromMedia('media.uploaded', media));
    const comment = (commentId: string): CommentState => ({ commentId, mediaId: media.mediaId, albumId: media.albumId, authorId: anId(), createdAt: new Date().toISOString() });
    const [kept, lost, missed] = [comment(anId()), comment(anId()), comment(anId())];
    for (const held of [kept, lost]) await dispatch(fromMedia('comment.created', { ...held, text: 'Hi', commentCount: 1 }));
    const [ana, bo, cy] = [anId(), anId(), anId()];
    const reaction = (userId: string, kind: ReactionState['kind'], revision: number) =>
      fromMedia('reaction.changed', { mediaId: media.mediaId, albumId: media.albumId, userId, kind, previous: null, revision, counts: noReactions });
    await dispatch(reaction(ana, 'heart', 1));
    await dispatch(reaction(bo, 'fire', 1));
    // A newer revision than the export knows (an event after it was read): kept.
    await dispatch(reaction(cy, 'wow', 3));
    // Figures off as well (a crash between writes).
    await svc.services.stores.counters.add({ comments: 5, reactions: -1 });
    expect(await totals()).toEqual({ comments: 7, reactions: 2 });

    const report = await rebuildStats(
      { store: svc.services.stores.stats, directory: svc.directory, counting: svc.services.counting },
      {
        users: () => listOf([]),
        albums: () => listOf([]),
        // svc-media holds `kept` and `missed` (an event lost), not `lost` (its deletion lost); Ana's heart is gone, Bo's
        // reaction is now a clap (a revision whose event was lost), Cy's export is older than what is held.
        comments: () => listOf([kept, missed]),
        reactions: () =>
          listOf<ReactionState>([
            { mediaId: media.mediaId, userId: ana, kind: null, revision: 2 },
            { mediaId: media.mediaId, userId: bo, kind: 'clap', revision: 2 },
            { mediaId: media.mediaId, userId: cy, kind: null, revision: 2 },
          ]),
      },
    );
    expect(report).toMatchObject({ comments: { held: 2, removed: 1 }, reactions: { held: 3, removed: 0 }, figures: { comments: 2, reactions: 2 } });
    expect(await totals()).toEqual({ comments: 2, reactions: 2 });
    expect((await svc.services.stores.stats.reactions.findById(`${media.mediaId}:${bo}`).lean())?.kind).toBe('clap');
    expect((await svc.services.stores.stats.reactions.findById(`${media.mediaId}:${cy}`).lean())?.kind).toBe('wow');

    // Later events still apply: Bo takes the clap back.
    await dispatch(reaction(bo, null, 3));
    expect(await totals()).toEqual({ comments: 2, reactions: 1 });
  });
});

describe('recounting the statistics', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  it('sets figures a crash left off back to what the documents hold', async () => {
    const dispatch = createDispatcher(svc.db.connection, eventHandlers(svc.consumerDeps), svc.logger);
    const owner = aUserSnapshot({ name: 'Recount' });
    await dispatch(fromIdentity('user.registered', owner));
    await dispatch(fromAlbums('album.created', anAlbum({ ownerId: owner.userId })));
    // A process killed between a document's write and the figures' one.
    await svc.services.stores.counters.add({ albums: 3, media: -2 });
    const { before, after } = await svc.services.counting.recount();
    expect(before).toMatchObject({ albums: 4, media: -2 });
    expect(after).toMatchObject({ users: 1, albums: 1, albumOwners: 1, publicAlbums: 1, media: 0 });
    expect((await client(svc.url).get<PublicStats>('/stats')).body.data).toEqual({ totalUsers: 1, totalAlbums: 1, totalAlbumOwners: 1, totalMedia: 0, publicAlbums: 1 });
  });
});
