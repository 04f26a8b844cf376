import type { CommentState, ReactionState } from '@abialbum/contracts';
import { documentLocks, lockKey, type UserDirectory } from '@abialbum/service-kit';
import type { StatsStore } from '../store/stats.store';
import type { StatsCounting } from './stats-counting';

/** What the owners hold now: identity's users and albums' albums, as their admin lists give them. */
export interface OwnerUser {
  id: string;
  name: string;
  profileImage: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  isBlocked: boolean;
}
export interface OwnerAlbum {
  id: string;
  ownerId: string;
  isPublic: boolean;
  isBlocked: boolean;
}
export interface StatsSource {
  users(): AsyncIterable<OwnerUser>;
  albums(): AsyncIterable<OwnerAlbum>;
  /** svc-media's comments and reactions (its internal exports): Total Comments and Total Reactions. Left as they are without. */
  comments?(): AsyncIterable<CommentState>;
  reactions?(): AsyncIterable<ReactionState>;
}

/**
 * Makes the user directory and the album documents agree with the owners' data: what they hold is written,
 * what they no longer hold is dropped (users) or marked deleted (albums). Revisions already held are kept
 * and a new document starts at 0, so any event that arrives afterwards still replaces it.
 */
export async function rebuildStats(deps: { store: StatsStore; directory: UserDirectory; counting: StatsCounting }, source: StatsSource) {
  // Everything is read before anything is written: a source that fails half-way changes nothing.
  const users = await collect(source.users());
  const albums = await collect(source.albums());
  const comments = source.comments ? await collect(source.comments()) : null;
  const reactions = source.reactions ? await collect(source.reactions()) : null;
  for (const { id, ...fields } of users) {
    await deps.directory.model.updateOne({ _id: id }, { $set: fields, $setOnInsert: { revision: 0 } }, { upsert: true });
  }
  const goneUsers = await deps.directory.model.deleteMany({ _id: { $nin: users.map((user) => user.id) } });
  for (const { id, ...fields } of albums) {
    const live = { ...fields, deleted: false };
    await deps.store.albums.updateOne({ _id: id }, { $set: live, $setOnInsert: { revision: 0 } }, { upsert: true });
  }
  const albumIds = albums.map((album) => album.id);
  const goneAlbums = await deps.store.albums.updateMany({ _id: { $nin: albumIds }, deleted: false }, { $set: { deleted: true } });
  const activity = {
    comments: comments && (await rebuildComments(deps.store, comments)),
    reactions: reactions && (await rebuildReactions(deps.store, reactions)),
  };
  // The figures follow the documents just written.
  const { after } = await deps.counting.recount();
  return { users: users.length, usersRemoved: goneUsers.deletedCount, albums: albums.length, albumsRemoved: goneAlbums.modifiedCount, ...activity, figures: after };
}

/** Every comment svc-media holds is live here; any other held live is deleted. */
async function rebuildComments(store: StatsStore, comments: CommentState[]) {
  for (const comment of comments) {
    await documentLocks.run(lockKey('comments_stats', comment.commentId), () =>
      store.comments.updateOne({ _id: comment.commentId }, { $set: { mediaId: comment.mediaId, deleted: false } }, { upsert: true }),
    );
  }
  const gone = await store.comments.updateMany({ _id: { $nin: comments.map((comment) => comment.commentId) }, deleted: false }, { $set: { deleted: true } });
  return { held: comments.length, removed: gone.modifiedCount };
}

/**
 * Each user's reaction as svc-media holds it (a newer revision held here, from an event after the export, is kept);
 * one it no longer holds (its item deleted) is taken back.
 */
async function rebuildReactions(store: StatsStore, reactions: ReactionState[]) {
  const ids: string[] = [];
  for (const reaction of reactions) {
    const _id = `${reaction.mediaId}:${reaction.userId}`;
    ids.push(_id);
    const fields = { mediaId: reaction.mediaId, kind: reaction.kind, revision: reaction.revision, seenAt: new Date() };
    await documentLocks.run(lockKey('reactions_stats', _id), async () => {
      const held = await store.reactions.findById(_id, { revision: 1 }).lean<{ revision: number }>();
      if (!held) await store.reactions.create({ _id, ...fields });
      else if (held.revision <= reaction.revision) await store.reactions.updateOne({ _id }, { $set: fields });
    });
  }
  const gone = await store.reactions.updateMany({ _id: { $nin: ids }, kind: { $ne: null } }, { $set: { kind: null } });
  return { held: reactions.length, removed: gone.modifiedCount };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
