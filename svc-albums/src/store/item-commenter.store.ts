import { Schema, type Connection, type Model } from 'mongoose';
import { documentLocks, lockKey } from '@abialbum/service-kit';
import { dayOf, sweptDays } from './notification.store';

/** Who commented on a media item (comment.created / comment.deleted): told of the comments others add after. */
interface ItemCommenterDocument {
  /** `<mediaId>:<userId>` */
  _id: string;
  mediaId: string;
  userId: string;
  /** Their live comments on the item (a small list: one user's comments on one item). */
  comments: string[];
  /** Their comments on the item deleted (a deletion heard before its creation does not bring the comment back). */
  gone?: string[];
  at: Date;
  /**
   * The day (YYYY-MM-DD) its last live comment went, or its deletion was heard before anything else of it (a deletion
   * heard after its item's deletion too); null while it holds a live comment. How the sweep finds it by equality.
   */
  emptyDay?: string | null;
}

const schema = new Schema<ItemCommenterDocument>(
  {
    _id: { type: String },
    mediaId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    comments: { type: [String], default: [] },
    gone: { type: [String], default: undefined },
    at: { type: Date, required: true },
    emptyDay: { type: String, default: null },
  },
  { versionKey: false },
);
schema.index({ emptyDay: 1 });

/** The most recent commenters told of a new comment on an item. */
export const COMMENTERS_TOLD = 50;

/**
 * A commenter without a live comment is kept this long after it went, for the deletions heard before their comment's
 * creation (a redelivery comes within minutes), then swept.
 */
export const EMPTY_KEPT_DAYS = 7;

export class ItemCommenterStore {
  readonly model: Model<ItemCommenterDocument>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.ItemCommenter as Model<ItemCommenterDocument> | undefined) ??
      connection.model<ItemCommenterDocument>('ItemCommenter', schema, 'item_commenters');
  }

  /** The users with a live comment on the item, the most recent first (by equality on the item). */
  async commenters(mediaId: string): Promise<string[]> {
    const docs = await this.model.find({ mediaId }, { userId: 1, comments: 1, at: 1 }).lean<ItemCommenterDocument[]>();
    return docs
      .filter((doc) => doc.comments.length > 0)
      .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())
      .slice(0, COMMENTERS_TOLD)
      .map((doc) => doc.userId);
  }

  /**
   * Idempotent: a comment already held, or deleted already, changes nothing. One user's comments on one item are added
   * and removed under that document's lock: FerretDB 1.24 writes a whole document back, so two of its updates at once
   * (two instances, or events held together) would lose one of them.
   */
  async added(mediaId: string, userId: string, commentId: string): Promise<void> {
    const _id = `${mediaId}:${userId}`;
    await documentLocks.run(lockKey(this.model.collection.collectionName, _id), async () => {
      const doc = await this.model.findById(_id, { gone: 1 }).lean<Pick<ItemCommenterDocument, 'gone'>>();
      if (doc?.gone?.includes(commentId)) return;
      await this.model.updateOne({ _id }, { $addToSet: { comments: commentId }, $set: { mediaId, userId, at: new Date(), emptyDay: null } }, { upsert: true });
    });
  }

  async removed(mediaId: string, userId: string, commentId: string, now = new Date()): Promise<void> {
    const _id = `${mediaId}:${userId}`;
    await documentLocks.run(lockKey(this.model.collection.collectionName, _id), async () => {
      const doc = await this.model.findById(_id, { comments: 1, emptyDay: 1 }).lean<Pick<ItemCommenterDocument, 'comments' | 'emptyDay'>>();
      if (!doc) {
        await this.model.create({ _id, mediaId, userId, comments: [], gone: [commentId], at: now, emptyDay: dayOf(now) });
        return;
      }
      const left = doc.comments.filter((id) => id !== commentId);
      const emptyDay = left.length > 0 ? null : (doc.emptyDay ?? dayOf(now));
      await this.model.updateOne({ _id }, { $pull: { comments: commentId }, $addToSet: { gone: commentId }, $set: { emptyDay } });
    });
  }

  /**
   * Removes the commenters without a live comment for EMPTY_KEPT_DAYS: by day (an equality each), one at a time in
   * its lock (a comment added meanwhile keeps it). Answers how many went.
   */
  async sweep(now = new Date()): Promise<number> {
    let removed = 0;
    for (const day of sweptDays(now, EMPTY_KEPT_DAYS)) {
      for (const { _id } of await this.model.find({ emptyDay: day }, { _id: 1 }).lean<Array<Pick<ItemCommenterDocument, '_id'>>>()) {
        const { deletedCount } = await documentLocks.run(lockKey(this.model.collection.collectionName, _id), () => this.model.deleteOne({ _id, emptyDay: day }));
        removed += deletedCount;
      }
    }
    return removed;
  }

  /** The item is deleted: nobody is told of it any more. */
  async forget(mediaId: string): Promise<void> {
    await this.model.deleteMany({ mediaId });
  }
}
