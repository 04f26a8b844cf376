import { Schema, type Connection, type Model } from 'mongoose';

/** Who commented on a media item (comment.created / comment.deleted): told of the comments others add after. */
interface ItemCommenterDocument {
  /** `<mediaId>:<userId>` */
  _id: string;
  mediaId: string;
  userId: string;
  /** Their live comments on the item (a small list: one user's comments on one item). */
  comments: string[];
  at: Date;
}

const schema = new Schema<ItemCommenterDocument>(
  {
    _id: { type: String },
    mediaId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    comments: { type: [String], default: [] },
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

  /** Idempotent: a comment already held changes nothing. */
  async added(mediaId: string, userId: string, commentId: string): Promise<void> {
    await this.model.updateOne({ _id: `${mediaId}:${userId}` }, { $addToSet: { comments: commentId }, $set: { mediaId, userId, at: new Date() } }, { upsert: true });
  }

  async removed(mediaId: string, userId: string, commentId: string): Promise<void> {
    await this.model.updateOne({ _id: `${mediaId}:${userId}` }, { $pull: { comments: commentId } });
  }

  /** The item is deleted: nobody is told of it any more. */
  async forget(mediaId: string): Promise<void> {
    await this.model.deleteMany({ mediaId });
  }
}
