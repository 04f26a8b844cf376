import type { UserSnapshot } from '@abialbum/contracts';
import { isDuplicateKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';
import { withDocumentLock } from './document-locks';

interface UserContactDocument {
  _id: string;
  email: string;
  revision: number;
}

const schema = new Schema<UserContactDocument>(
  { _id: { type: String }, email: { type: String, required: true }, revision: { type: Number, required: true } },
  { versionKey: false },
);

/**
 * Users' e-mail addresses from `user.*` events, kept apart from the shared user directory: only an album's
 * owner sees them, on the join requests to that album (SPEC 3 "Join request": user {name, fullName, email}).
 */
export class UserContactStore {
  readonly model: Model<UserContactDocument>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.UserContact as Model<UserContactDocument> | undefined) ??
      connection.model<UserContactDocument>('UserContact', schema, 'user_contacts');
  }

  /** A versioned upsert: only a newer revision replaces what is held, whatever order events arrive in. */
  async apply({ userId, email, revision }: Pick<UserSnapshot, 'userId' | 'email' | 'revision'>): Promise<void> {
    await withDocumentLock(this.model.collection.collectionName, userId, async () => {
      const updated = await this.model.updateOne({ _id: userId, revision: { $lt: revision } }, { $set: { email, revision } });
      if (updated.matchedCount > 0) return;
      await this.model.updateOne({ _id: userId }, { $setOnInsert: { email, revision } }, { upsert: true }).catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
    });
  }

  async emails(userIds: string[]): Promise<Map<string, string>> {
    const docs = await this.model.find({ _id: { $in: [...new Set(userIds)] } }).lean<UserContactDocument[]>();
    return new Map(docs.map((doc) => [doc._id, doc.email]));
  }
}
