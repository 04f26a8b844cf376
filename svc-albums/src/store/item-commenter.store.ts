import { Schema, type Connection, type Model } from 'mongoose';
import { documentLocks, lockKey } from '@abialbum/service-kit';

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
}

const schema = new Schema<ItemCommenterDocument>(
  {
    _id: { type: String },
    mediaId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    comments: { type: [String], default: [] },
    gone: { type: [String], default: undefined },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

/** The most recent commenters told of a new comment on an item. */
export const COMMENTERS_TOLD = 50;

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
      await this.model.updateOne({ _id }, { $addToSet: { comments: commentId }, $set: { mediaId, userId, at: new Date() } }, { upsert: true });
    });
  }

  async removed(mediaId: string, userId: string, commentId: string): Promise<void> {
    const _id = `${mediaId}:${userId}`;
    await documentLocks.run(lockKey(this.model.collection.collectionName, _id), async () => {
      const { matchedCount } = await this.model.updateOne({ _id }, { $pull: { comments: commentId }, $addToSet: { gone: commentId } });
      if (matchedCount === 0) await this.model.create({ _id, mediaId, userId, comments: [], gone: [commentId], at: new Date() });
    });
  }

  /** The item is deleted: nobody is told of it any more. */
  async forget(mediaId: string): Promise<void> {
    await this.model.deleteMany({ mediaId });
  }
}
