import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { isDuplicateKey } from '@abialbum/service-kit';

interface FollowDocument {
  _id: Types.ObjectId;
  albumId: string;
  userId: string;
  createdAt: Date;
}

const schema = new Schema<FollowDocument>(
  {
    albumId: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// One follow per user and album: the index, not a read, decides whether a follow changed anything.
schema.index({ albumId: 1, userId: 1 }, { unique: true });
// An album's followers, newest first.
schema.index({ albumId: 1, createdAt: -1 });
// The albums a user follows, newest first.
schema.index({ userId: 1, createdAt: -1 });

export class FollowStore {
  readonly model: Model<FollowDocument>;

  constructor(connection: Connection) {
    this.model = (connection.models.Follow as Model<FollowDocument> | undefined) ?? connection.model<FollowDocument>('Follow', schema, 'follows');
  }

  /** True when this call created the follow, false when it already existed. */
  async add(albumId: string, userId: string): Promise<boolean> {
    try {
      await this.model.create({ albumId, userId, createdAt: new Date() });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /** True when this call removed the follow. */
  async remove(albumId: string, userId: string): Promise<boolean> {
    const result = await this.model.deleteOne({ albumId, userId });
    return result.deletedCount === 1;
  }

  async exists(albumId: string, userId: string): Promise<boolean> {
    return Boolean(await this.model.exists({ albumId, userId }));
  }

  async count(albumId: string): Promise<number> {
    return this.model.countDocuments({ albumId });
  }

  async followerIds(albumId: string, skip: number, limit: number): Promise<string[]> {
    const docs = await this.model.find({ albumId }, { userId: 1 }).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<FollowDocument[]>();
    return docs.map((doc) => doc.userId);
  }

  async albumIdsFollowedBy(userId: string): Promise<string[]> {
    const docs = await this.model.find({ userId }, { albumId: 1 }).sort({ createdAt: -1, _id: -1 }).lean<FollowDocument[]>();
    return docs.map((doc) => doc.albumId);
  }

  async deleteAllOf(albumIds: string[]): Promise<void> {
    await this.model.deleteMany({ albumId: { $in: albumIds } });
  }

  async countsByAlbum(): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$albumId', n: { $sum: 1 } } }]);
    return new Map(rows.map((row) => [row._id, row.n]));
  }

  async albumIds(): Promise<string[]> {
    return (await this.model.distinct('albumId')) as string[];
  }
}
