import type { ReactionKind } from '@abialbum/contracts';
import { documentLocks, isDuplicateKey, lockKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A comment as svc-albums heard of it (comment.* events): counted on its album while it and its item live. A deleted
 * one is kept as a tombstone, so a late or repeated comment.created cannot count it again.
 */
export interface ActivityCommentDocument {
  _id: string;
  albumId: string;
  mediaId: string;
  deleted: boolean;
}

/** A user's reaction to an item (reaction.changed) at the newest revision heard: counted while its kind is not null. */
export interface ActivityReactionDocument {
  _id: string;
  albumId: string;
  mediaId: string;
  kind: ReactionKind | null;
  revision: number;
  /** When this service last wrote it: one written after svc-media's export began may be missing from it. */
  seenAt?: Date;
}

/** How a write moved what an album counts: -1, 0 or +1. */
export type Step = -1 | 0 | 1;
const step = (before: boolean, after: boolean): Step => (before === after ? 0 : after ? 1 : -1);

const commentSchema = new Schema<ActivityCommentDocument>(
  {
    _id: { type: String },
    albumId: { type: String, required: true, index: true },
    mediaId: { type: String, required: true, index: true },
    deleted: { type: Boolean, default: false },
  },
  { versionKey: false },
);

const reactionSchema = new Schema<ActivityReactionDocument>(
  {
    _id: { type: String },
    albumId: { type: String, required: true, index: true },
    mediaId: { type: String, required: true, index: true },
    kind: { type: String, default: null },
    revision: { type: Number, required: true },
    seenAt: { type: Date, default: null },
  },
  { versionKey: false },
);

const COMMENTS = 'album_comments';
const REACTIONS = 'album_reactions';

/**
 * The comments and reactions behind each album's activity counters (the admin's album cards), one small document
 * each: every event is applied by what it changes in its own document, so duplicates, late arrivals and any order
 * of arrival end at the same counts. What a write answers is the step of the album's counter.
 */
export class AlbumActivityStore {
  readonly comments: Model<ActivityCommentDocument>;
  readonly reactions: Model<ActivityReactionDocument>;

  constructor(connection: Connection) {
    this.comments =
      (connection.models.AlbumComment as Model<ActivityCommentDocument> | undefined) ??
      connection.model<ActivityCommentDocument>('AlbumComment', commentSchema, COMMENTS);
    this.reactions =
      (connection.models.AlbumReaction as Model<ActivityReactionDocument> | undefined) ??
      connection.model<ActivityReactionDocument>('AlbumReaction', reactionSchema, REACTIONS);
  }

  /** comment.created (deleted false) or comment.deleted: once deleted, always deleted. */
  putComment(comment: Omit<ActivityCommentDocument, 'deleted'>, deleted: boolean): Promise<Step> {
    const { _id, albumId, mediaId } = comment;
    return documentLocks.run(lockKey(COMMENTS, _id), async () => {
      const before = await this.comments.findById(_id).lean<ActivityCommentDocument>();
      if (before?.deleted || (before && !deleted)) return 0;
      // A write another process made first (its step is counted there) moves nothing here.
      const written = before
        ? (await this.comments.updateOne({ _id, deleted: false }, { $set: { deleted: true } })).modifiedCount === 1
        : await created(this.comments.create({ _id, albumId, mediaId, deleted }));
      return written ? step(Boolean(before), !deleted) : 0;
    });
  }

  /** reaction.changed: only a newer revision replaces what is held. */
  putReaction(reaction: Omit<ActivityReactionDocument, 'seenAt'>): Promise<Step> {
    const { _id, ...rest } = reaction;
    const fields = { ...rest, seenAt: new Date() };
    return documentLocks.run(lockKey(REACTIONS, _id), async () => {
      const before = await this.reactions.findById(_id).lean<ActivityReactionDocument>();
      if (before && before.revision >= reaction.revision) return 0;
      const written = before
        ? (await this.reactions.updateOne({ _id, revision: before.revision }, { $set: { kind: fields.kind, revision: fields.revision, seenAt: fields.seenAt } })).modifiedCount === 1
        : await created(this.reactions.create({ _id, ...fields }));
      return written ? step(Boolean(before?.kind), fields.kind !== null) : 0;
    });
  }

  /**
   * Its item is deleted (media.deleted): its comments are deleted and its reactions taken back, as svc-media deletes
   * them with it without events. Answers how many of each counted until now.
   */
  async removeForMedia(mediaId: string): Promise<{ comments: number; reactions: number }> {
    const comments = await this.comments.find({ mediaId }, { deleted: 1 }).lean<Array<Pick<ActivityCommentDocument, '_id' | 'deleted'>>>();
    const reactions = await this.reactions.find({ mediaId }, { kind: 1 }).lean<Array<Pick<ActivityReactionDocument, '_id' | 'kind'>>>();
    let removed = { comments: 0, reactions: 0 };
    for (const { _id } of comments.filter((doc) => !doc.deleted)) {
      const taken = await documentLocks.run(lockKey(COMMENTS, _id), () => this.comments.updateOne({ _id, deleted: false }, { $set: { deleted: true } }));
      removed = { ...removed, comments: removed.comments + taken.modifiedCount };
    }
    for (const { _id } of reactions.filter((doc) => Boolean(doc.kind))) {
      // Kept with its revision: an older reaction.changed arriving late cannot bring it back.
      const taken = await documentLocks.run(lockKey(REACTIONS, _id), () => this.reactions.updateOne({ _id, kind: { $ne: null } }, { $set: { kind: null } }));
      removed = { ...removed, reactions: removed.reactions + taken.modifiedCount };
    }
    return removed;
  }

  /** Where a reaction held here is: its album and item (null when none is held). */
  async reactionOf(_id: string): Promise<Pick<ActivityReactionDocument, 'albumId' | 'mediaId'> | null> {
    return this.reactions.findById(_id, { albumId: 1, mediaId: 1 }).lean<Pick<ActivityReactionDocument, 'albumId' | 'mediaId'>>();
  }

  /**
   * A reaction held as counted whose item svc-media no longer has (the repair from its export): taken back, its
   * revision kept. Answers its album when it counted until now.
   */
  takeBackReaction(_id: string): Promise<string | null> {
    return documentLocks.run(lockKey(REACTIONS, _id), async () => {
      const doc = await this.reactions.findById(_id, { albumId: 1, kind: 1 }).lean<ActivityReactionDocument>();
      if (!doc?.kind) return null;
      const taken = await this.reactions.updateOne({ _id, kind: { $ne: null } }, { $set: { kind: null } });
      return taken.modifiedCount === 1 ? doc.albumId : null;
    });
  }

  /** What is held of every comment and reaction, for the repair from svc-media's exports (whole-collection reads). */
  async heldComments(): Promise<Map<string, ActivityCommentDocument>> {
    const comments = new Map<string, ActivityCommentDocument>();
    for await (const doc of this.comments.find({}).lean<ActivityCommentDocument[]>().cursor({ batchSize: 1000 })) {
      comments.set((doc as ActivityCommentDocument)._id, doc as ActivityCommentDocument);
    }
    return comments;
  }

  async heldReactions(): Promise<Map<string, ActivityReactionDocument>> {
    const reactions = new Map<string, ActivityReactionDocument>();
    for await (const doc of this.reactions.find({}).lean<ActivityReactionDocument[]>().cursor({ batchSize: 1000 })) {
      reactions.set((doc as ActivityReactionDocument)._id, doc as ActivityReactionDocument);
    }
    return reactions;
  }

  /** Live comments and reactions per album, counted from the documents (the reconciliation: a whole-collection read). */
  async countsByAlbum(): Promise<Map<string, { comments: number; reactions: number }>> {
    const counts = new Map<string, { comments: number; reactions: number }>();
    const of = (albumId: string) => {
      const found = counts.get(albumId) ?? { comments: 0, reactions: 0 };
      counts.set(albumId, found);
      return found;
    };
    for await (const doc of this.comments.find({ deleted: false }, { albumId: 1 }).lean<ActivityCommentDocument[]>().cursor({ batchSize: 1000 })) {
      of((doc as ActivityCommentDocument).albumId).comments += 1;
    }
    for await (const doc of this.reactions.find({ kind: { $ne: null } }, { albumId: 1 }).lean<ActivityReactionDocument[]>().cursor({ batchSize: 1000 })) {
      of((doc as ActivityReactionDocument).albumId).reactions += 1;
    }
    return counts;
  }

  /** One album's live comments and reactions (its counters set again under the album's lock). */
  async countOf(albumId: string): Promise<{ comments: number; reactions: number }> {
    const [comments, reactions] = await Promise.all([
      this.comments.countDocuments({ albumId, deleted: false }),
      this.reactions.countDocuments({ albumId, kind: { $ne: null } }),
    ]);
    return { comments, reactions };
  }

  async albumIds(): Promise<string[]> {
    const [comments, reactions] = await Promise.all([this.comments.distinct('albumId'), this.reactions.distinct('albumId')]);
    return [...new Set([...(comments as string[]), ...(reactions as string[])])];
  }

  async deleteAllOf(albumIds: string[]): Promise<void> {
    await Promise.all([this.comments.deleteMany({ albumId: { $in: albumIds } }), this.reactions.deleteMany({ albumId: { $in: albumIds } })]);
  }
}

/** False when the document was there already (a unique insert lost to another writer). */
async function created(insert: Promise<unknown>): Promise<boolean> {
  try {
    await insert;
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}
