import { Types } from 'mongoose';
import type { AdminStats, CommentState, MediaEventData, ReactionEventData, ReactionState } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { eventHandlers } from '../src/events/consumers';
import { aMedia, anId } from './support/builders';
import { client } from './support/http';
import { startService, type Service } from './support/service';

const fromMedia = eventFactory('svc-media');
/** An id made `minutes` ago (comment ids are ObjectIds). */
const madeAgo = (minutes: number) => Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - minutes * 60).toHexString().slice(0, 8) + anId().slice(8);
const none = { heart: 0, laugh: 0, wow: 0, sad: 0, clap: 0, fire: 0 };

/** Total Comments and Total Reactions compared with svc-media's exports of comments and reactions. */
describe('svc-content repairs its comment and reaction figures from svc-media', () => {
  let svc: Service;
  const sources: { media: MediaEventData[]; comments: CommentState[]; reactions: ReactionState[] } = { media: [], comments: [], reactions: [] };
  beforeAll(async () => {
    svc = await startService({
      sources: {
        users: async function* users() {},
        albums: async function* albums() {},
        media: async function* media() {
          yield* sources.media;
        },
        comments: async function* comments() {
          yield* sources.comments;
        },
        reactions: async function* reactions() {
          yield* sources.reactions;
        },
      },
    });
  });
  afterAll(() => svc.close());

  const totals = async () => {
    const { stats } = (await client(svc.url).get<{ stats: AdminStats }>('/admin/stats', await svc.tokens.sign(anId(), 'admin'))).body.data;
    return { comments: stats.totalComments, reactions: stats.totalReactions };
  };

  it('applies comments and reactions whose events were lost, removes what is gone, and a second run finds nothing', async () => {
    const dispatch = createDispatcher(svc.db.connection, eventHandlers(svc.consumerDeps), svc.logger);
    const item = aMedia({ status: 'approved' });
    await dispatch(fromMedia('media.uploaded', item));
    const state = (commentId: string): CommentState => ({ commentId, mediaId: item.mediaId, albumId: item.albumId, authorId: anId(), createdAt: new Date().toISOString() });
    const [kept, deletedSince, neverArrived] = [state(anId()), state(madeAgo(5)), state(anId())];
    for (const comment of [kept, deletedSince]) await dispatch(fromMedia('comment.created', { ...comment, text: 'Hi', commentCount: 1 }));
    const reaction = (userId: string, kind: ReactionEventData['kind'], revision: number): ReactionEventData => ({
      mediaId: item.mediaId, albumId: item.albumId, userId, kind, previous: null, revision, counts: none,
    });
    const [ana, bo, cy] = [anId(), anId(), anId()];
    await dispatch(fromMedia('reaction.changed', reaction(ana, 'heart', 1)));
    await dispatch(fromMedia('reaction.changed', reaction(cy, 'wow', 1)));
    // cy's was heard of long ago, and is gone at the source since (its item's reactions went with it).
    await svc.services.stores.stats.reactions.updateOne({ _id: `${item.mediaId}:${cy}` }, { $set: { seenAt: new Date(Date.now() - 5 * 60_000) } });
    expect(await totals()).toEqual({ comments: 2, reactions: 2 });

    sources.media = [item];
    sources.comments = [kept, neverArrived];
    sources.reactions = [
      { mediaId: item.mediaId, userId: ana, kind: null, revision: 2 },
      { mediaId: item.mediaId, userId: bo, kind: 'fire', revision: 1 },
    ];
    const report = await svc.services.repairs.run();
    expect(report).toMatchObject({
      comments: { source: 2, held: 2, added: 1, updated: 0, removed: 1 },
      reactions: { source: 2, held: 2, added: 1, updated: 1, removed: 1 },
    });
    expect(await totals()).toEqual({ comments: 2, reactions: 1 });

    const again = await svc.services.repairs.run();
    expect(again).toMatchObject({ comments: { added: 0, updated: 0, removed: 0 }, reactions: { added: 0, updated: 0, removed: 0 } });
    expect(await totals()).toEqual({ comments: 2, reactions: 1 });
  });
});
