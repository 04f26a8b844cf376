import type { AdminAlbum, AdminAlbumList, CommentState, ReactionState } from '@abialbum/contracts';
import { Types } from 'mongoose';
import { arrange } from './support/albums';
import { aComment, aMediaItem, commentEvent, mediaEvent, reactionEvent } from './support/media-events';
import { startService, type Service } from './support/service';

const newId = () => new Types.ObjectId().toHexString();

/**
 * svc-media's comment.created, comment.deleted and reaction.changed events count on the admin's album cards (SPEC 2
 * "Admin dashboard", issue 13): duplicates, late and out-of-order events change nothing, a deleted item takes its
 * comments and reactions with it, and the repair sets the counters from svc-media's exports.
 */
describe('svc-albums counts comments and reactions on the admin album cards', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let admin: string;
  let commentsHeld: CommentState[] = [];
  let reactionsHeld: ReactionState[] = [];
  beforeAll(async () => {
    svc = await startService({
      activitySources: {
        comments: async function* comments() {
          yield* commentsHeld;
        },
        reactions: async function* reactions() {
          yield* reactionsHeld;
        },
      },
    });
    given = arrange(svc);
    admin = await svc.tokens.sign('65f0000000000000000000ad', 'admin');
  });
  afterAll(() => svc.close());

  /** The album's card in the admin's list, as the admin reads it. */
  const card = async (title: string): Promise<AdminAlbum['_count']> => {
    const res = await given.http.get<AdminAlbumList>(`/admin/albums?search=${encodeURIComponent(title)}`, admin);
    const found = res.data.albums.find((album) => album.title === title);
    if (!found) throw new Error(`no card for ${title}`);
    return found._count;
  };
  const anAlbumWithPicture = async (title: string) => {
    const { album } = await given.anOwnerWithAlbum({ title });
    const item = aMediaItem({ albumId: album.id });
    await svc.dispatch(mediaEvent('media.approved', item));
    return { albumId: album.id, mediaId: item.mediaId, item };
  };

  it('counts comments and reactions, each once whatever is sent twice, late or out of order', async () => {
    const { albumId, mediaId } = await anAlbumWithPicture('Activity Counted');
    expect(await card('Activity Counted')).toEqual({ media: 1, comments: 0, reactions: 0 });

    const first = aComment({ albumId, mediaId, commentCount: 1 });
    const second = aComment({ albumId, mediaId, commentCount: 2 });
    const created = commentEvent('comment.created', first);
    expect(await svc.dispatch(created)).toBe('handled');
    // The same event again (a redelivery), and the same comment told again (another event id).
    expect(await svc.dispatch(created)).toBe('duplicate');
    expect(await svc.dispatch(commentEvent('comment.created', first))).toBe('handled');
    await svc.dispatch(commentEvent('comment.created', second));

    const ana = newId();
    const bob = newId();
    await svc.dispatch(reactionEvent({ albumId, mediaId, userId: ana, kind: 'heart', revision: 1 }));
    await svc.dispatch(reactionEvent({ albumId, mediaId, userId: ana, kind: 'fire', revision: 2 }));
    await svc.dispatch(reactionEvent({ albumId, mediaId, userId: bob, kind: 'clap', revision: 1 }));
    expect(await card('Activity Counted')).toEqual({ media: 1, comments: 2, reactions: 2 });

    // Bob takes his back; his first reaction arriving late brings nothing back.
    await svc.dispatch(reactionEvent({ albumId, mediaId, userId: bob, kind: null, previous: 'clap', revision: 2 }));
    await svc.dispatch(reactionEvent({ albumId, mediaId, userId: bob, kind: 'clap', revision: 1 }));
    // A comment deleted, then its comment.created arriving late (or again): it stays deleted.
    const deleted = commentEvent('comment.deleted', { ...second, commentCount: 1 });
    await svc.dispatch(deleted);
    await svc.dispatch(deleted);
    await svc.dispatch(commentEvent('comment.deleted', { ...second, commentCount: 1 }));
    await svc.dispatch(commentEvent('comment.created', second));
    // A comment whose deletion arrives before its creation never counts.
    const early = aComment({ albumId, mediaId });
    await svc.dispatch(commentEvent('comment.deleted', early));
    await svc.dispatch(commentEvent('comment.created', early));
    expect(await card('Activity Counted')).toEqual({ media: 1, comments: 1, reactions: 1 });
  });

  it('takes a deleted item\'s comments and reactions out of its album, and never counts one arriving after', async () => {
    const { albumId, mediaId, item: picture } = await anAlbumWithPicture('Activity Deleted Item');
    const other = aMediaItem({ albumId });
    await svc.dispatch(mediaEvent('media.approved', other));
    for (const item of [mediaId, other.mediaId]) {
      await svc.dispatch(commentEvent('comment.created', aComment({ albumId, mediaId: item })));
      await svc.dispatch(reactionEvent({ albumId, mediaId: item, userId: newId(), kind: 'wow', revision: 1 }));
    }
    await svc.dispatch(commentEvent('comment.created', aComment({ albumId, mediaId })));
    expect(await card('Activity Deleted Item')).toEqual({ media: 2, comments: 3, reactions: 2 });

    // Told twice (another event id): the second finds nothing left to take.
    await svc.dispatch(mediaEvent('media.deleted', { ...picture, revision: 2 }));
    await svc.dispatch(mediaEvent('media.deleted', { ...picture, revision: 2 }));
    expect(await card('Activity Deleted Item')).toEqual({ media: 1, comments: 1, reactions: 1 });
    // Told late, of the deleted item: not counted.
    await svc.dispatch(commentEvent('comment.created', aComment({ albumId, mediaId })));
    await svc.dispatch(reactionEvent({ albumId, mediaId, userId: newId(), kind: 'sad', revision: 1 }));
    expect(await card('Activity Deleted Item')).toEqual({ media: 1, comments: 1, reactions: 1 });
  });

  it('ignores the activity of an album it does not hold', async () => {
    const albumId = '65f0c0ffee0000000000abce';
    expect(await svc.dispatch(commentEvent('comment.created', aComment({ albumId, mediaId: newId() })))).toBe('handled');
    expect(await svc.services.stores.activity.comments.countDocuments({ albumId })).toBe(0);
  });

  it('repairs from svc-media\'s exports and its own documents, and a second run finds nothing', async () => {
    const { albumId, mediaId } = await anAlbumWithPicture('Activity Repaired');
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    // An id made n minutes ago (its time is its first 4 bytes), unique by the rest of a new one.
    const oldId = (n: number) => Math.floor(minutesAgo(n).getTime() / 1000).toString(16).padStart(8, '0') + newId().slice(8);
    const kept = aComment({ albumId, mediaId, commentId: oldId(5) });
    const deletedSince = aComment({ albumId, mediaId, commentId: oldId(5) });
    for (const comment of [kept, deletedSince]) await svc.dispatch(commentEvent('comment.created', comment));
    const ana = newId();
    const bob = newId();
    await svc.dispatch(reactionEvent({ albumId, mediaId, userId: ana, kind: 'heart', revision: 1 }));
    await svc.dispatch(reactionEvent({ albumId, mediaId, userId: bob, kind: 'heart', revision: 1 }));
    // Bob's reaction was heard of before the export began: one gone from it is taken back.
    await svc.services.stores.activity.reactions.updateOne({ _id: `${mediaId}:${bob}` }, { $set: { seenAt: minutesAgo(5) } });
    // A counter off (a crash between a document's write and its album's).
    await svc.services.stores.albums.model.updateOne({ _id: albumId }, { $set: { 'activity.comments': 7 } });
    expect(await card('Activity Repaired')).toEqual({ media: 1, comments: 7, reactions: 2 });

    // svc-media holds: the kept comment and one never told; Ana's reaction taken back since, and Carla's never told.
    const neverTold = aComment({ albumId, mediaId });
    const carla = newId();
    const asState = ({ commentId, mediaId: item, albumId: album, authorId, createdAt }: typeof kept) => ({ commentId, mediaId: item, albumId: album, authorId, createdAt });
    commentsHeld = [asState(kept), asState(neverTold)];
    reactionsHeld = [
      { mediaId, userId: ana, kind: null, revision: 2 },
      { mediaId, userId: carla, kind: 'laugh', revision: 1 },
    ];
    const first = await svc.services.repairs.run();
    // (What is held counts the other tests' too: theirs were made a moment ago, so none is taken as gone.)
    expect(first.activity).toMatchObject({
      comments: { source: 2, added: 1, updated: 0, removed: 1 },
      reactions: { source: 2, added: 1, updated: 1, removed: 1 },
    });
    expect(await card('Activity Repaired')).toEqual({ media: 1, comments: 2, reactions: 1 });

    const second = await svc.services.repairs.run();
    expect(second.activity).toMatchObject({ comments: { added: 0, updated: 0, removed: 0 }, reactions: { added: 0, updated: 0, removed: 0 } });
    expect(await card('Activity Repaired')).toEqual({ media: 1, comments: 2, reactions: 1 });
  });
});
