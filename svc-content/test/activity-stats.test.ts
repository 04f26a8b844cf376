import type { AdminStats, CommentEventData, ReactionEventData } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { eventHandlers } from '../src/events/consumers';
import { aMedia, anId } from './support/builders';
import { client } from './support/http';
import { startService, type Service } from './support/service';

const fromMedia = eventFactory('svc-media');
const none = { heart: 0, laugh: 0, wow: 0, sad: 0, clap: 0, fire: 0 };

const aComment = (mediaId: string, over: Partial<CommentEventData> = {}): CommentEventData => ({
  commentId: anId(),
  mediaId,
  albumId: anId(),
  authorId: anId(),
  text: 'Lovely',
  createdAt: new Date().toISOString(),
  commentCount: 1,
  ...over,
});

const aReaction = (mediaId: string, userId: string, kind: ReactionEventData['kind'], revision: number): ReactionEventData => ({
  mediaId,
  albumId: anId(),
  userId,
  kind,
  previous: null,
  revision,
  counts: { ...none, ...(kind ? { [kind]: 1 } : {}) },
});

describe('Total Comments and Total Reactions from svc-media events', () => {
  let svc: Service;
  let dispatch: ReturnType<typeof createDispatcher>;
  let admin: string;
  beforeAll(async () => {
    svc = await startService();
    dispatch = createDispatcher(svc.db.connection, eventHandlers(svc.consumerDeps), svc.logger);
    admin = await svc.tokens.sign(anId(), 'admin');
  });
  afterAll(() => svc.close());

  const totals = async () => {
    const { stats } = (await client(svc.url).get<{ stats: AdminStats }>('/admin/stats', admin)).body.data;
    return { comments: stats.totalComments, reactions: stats.totalReactions };
  };

  it('counts comments made and deleted, each once whatever is delivered twice or late', async () => {
    const media = aMedia({ status: 'approved' });
    await dispatch(fromMedia('media.uploaded', media));
    const first = aComment(media.mediaId);
    const second = aComment(media.mediaId, { commentCount: 2 });
    const created = fromMedia('comment.created', first);
    expect(await dispatch(created)).toBe('handled');
    await dispatch(fromMedia('comment.created', second));
    // A redelivery of the same event, and the same comment announced again: no change.
    await dispatch(created);
    await dispatch(fromMedia('comment.created', first));
    expect(await totals()).toEqual({ comments: 2, reactions: 0 });
    await dispatch(fromMedia('comment.deleted', { ...first, commentCount: 1 }));
    await dispatch(fromMedia('comment.deleted', { ...first, commentCount: 1 }));
    // A late creation of a deleted comment does not bring it back.
    await dispatch(fromMedia('comment.created', first));
    expect(await totals()).toEqual({ comments: 1, reactions: 0 });
    await dispatch(fromMedia('comment.deleted', second));
  });

  it('counts one reaction per user per item by its newest revision', async () => {
    const media = aMedia({ status: 'approved' });
    await dispatch(fromMedia('media.uploaded', media));
    const [ana, bo] = [anId(), anId()];
    const start = await totals();
    await dispatch(fromMedia('reaction.changed', aReaction(media.mediaId, ana, 'heart', 1)));
    await dispatch(fromMedia('reaction.changed', aReaction(media.mediaId, ana, 'fire', 2)));
    await dispatch(fromMedia('reaction.changed', aReaction(media.mediaId, bo, 'wow', 1)));
    expect((await totals()).reactions).toBe(start.reactions + 2);
    await dispatch(fromMedia('reaction.changed', aReaction(media.mediaId, ana, null, 3)));
    // An older revision arriving late changes nothing.
    await dispatch(fromMedia('reaction.changed', aReaction(media.mediaId, ana, 'heart', 1)));
    expect((await totals()).reactions).toBe(start.reactions + 1);
  });

  it("takes a deleted item's comments and reactions out, and the recount agrees", async () => {
    const media = aMedia({ status: 'approved' });
    await dispatch(fromMedia('media.uploaded', media));
    const start = await totals();
    await dispatch(fromMedia('comment.created', aComment(media.mediaId)));
    await dispatch(fromMedia('comment.created', aComment(media.mediaId, { commentCount: 2 })));
    await dispatch(fromMedia('reaction.changed', aReaction(media.mediaId, anId(), 'clap', 1)));
    expect(await totals()).toEqual({ comments: start.comments + 2, reactions: start.reactions + 1 });
    await dispatch(fromMedia('media.deleted', media));
    expect(await totals()).toEqual(start);
    // Events of the item arriving after its deletion count nothing.
    await dispatch(fromMedia('comment.created', aComment(media.mediaId)));
    await dispatch(fromMedia('reaction.changed', aReaction(media.mediaId, anId(), 'sad', 1)));
    expect(await totals()).toEqual(start);

    await svc.services.stores.counters.add({ comments: 5, reactions: -3 });
    const { after } = await svc.services.counting.recount();
    expect({ comments: after.comments, reactions: after.reactions }).toEqual(start);
    expect(await totals()).toEqual(start);
  });
});
