import { documentLocks, lockKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/** What a mailed link lets its holder do once: set a new password, prove the address, or take a new address. */
export type EmailLinkPurpose = 'reset' | 'verify' | 'change';

/** A message waiting in a link's outbox: sent by the MailRelay, then removed. */
export interface OutgoingMail {
  /** Unique: the message's Message-ID, so a copy sent twice (a crash between sending and settling) is told apart. */
  id: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * A mailed link as stored: the sha256 of its key, never the key (the key is only in the mail), and the mails it
 * causes, written in the same insert (ARCHITECTURE's in-document outbox, for mail: a link and its mail are one write,
 * and a mail server that is down delays the mail and loses none). `userId` null: a link asked for an address no
 * account uses (forgot password answers the same and writes the same; nothing is ever sent for it, it only expires).
 */
export interface EmailLinkRecord {
  _id: string;
  purpose: EmailLinkPurpose;
  userId: string | null;
  /** The address the link went to (for a change, the new address). */
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
  mails: OutgoingMail[];
  mailsPending: boolean;
  /** Failed sends in a row of this link's mails (the next waits longer). */
  mailFailures: number;
  /**
   * Nobody sends this link's mails before then: an instance sending them holds them until then (once across
   * instances), and a failed send puts the next try off.
   */
  mailHeldUntil: Date;
}

const mailSchema = new Schema<OutgoingMail>({ id: String, to: String, subject: String, text: String }, { _id: false });

const schema = new Schema<EmailLinkRecord>(
  {
    _id: { type: String },
    purpose: { type: String, enum: ['reset', 'verify', 'change'], required: true },
    userId: { type: String, default: null, index: true },
    email: { type: String, required: true },
    // Checked by every use and swept by `deleteExpired` (FerretDB has no TTL index).
    expiresAt: { type: Date, required: true, index: true },
    usedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    mails: { type: [mailSchema], default: [] },
    mailsPending: { type: Boolean, default: false, index: true },
    mailFailures: { type: Number, default: 0 },
    mailHeldUntil: { type: Date, required: true },
  },
  { versionKey: false },
);

/** Links kept this long past their expiry: their mails may still be on their way while a mail server is down. */
const KEEP_AFTER_EXPIRY_MS = 7 * 86_400_000;

export class EmailLinkStore {
  readonly model: Model<EmailLinkRecord>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.EmailLink as Model<EmailLinkRecord> | undefined) ?? connection.model<EmailLinkRecord>('EmailLink', schema, 'email_links');
  }

  /** One insert: the link and its mails. */
  async insert(link: Pick<EmailLinkRecord, '_id' | 'purpose' | 'userId' | 'email' | 'expiresAt' | 'mails'>, now: Date): Promise<void> {
    await this.model.create({ ...link, usedAt: null, createdAt: now, mailsPending: link.mails.length > 0, mailFailures: 0, mailHeldUntil: now });
  }

  /**
   * Uses a link once: the first caller gets it, any later one (or one past its expiry, or of other purposes) null.
   * Locked, as every write of a link: FerretDB 1.x updates by a read and a write.
   */
  async use(hash: string, purposes: EmailLinkPurpose[], now: Date): Promise<EmailLinkRecord | null> {
    return documentLocks.run(this.lockOf(hash), () =>
      this.model
        .findOneAndUpdate(
          { _id: hash, purpose: { $in: purposes }, usedAt: null, userId: { $ne: null }, expiresAt: { $gt: now } },
          { $set: { usedAt: now } },
          { returnDocument: 'after' },
        )
        .lean<EmailLinkRecord>(),
    );
  }

  /** Every unused link of this purpose of the user is used up (a new password ends the other reset links). */
  async useAll(userId: string, purpose: EmailLinkPurpose, now: Date): Promise<void> {
    // One link at a time under its lock, as every write of a link (a mail being sent of one would otherwise be written
    // back over its use, and that reset link would work again).
    const links = await this.model.find({ userId, purpose, usedAt: null }, { _id: 1 }).lean<Array<Pick<EmailLinkRecord, '_id'>>>();
    for (const { _id } of links) {
      await documentLocks.run(this.lockOf(_id), () => this.model.updateOne({ _id, usedAt: null }, { $set: { usedAt: now } }));
    }
  }

  /** Adds a mail to a link's outbox (the notice to the old address, once a change is confirmed). */
  async addMail(hash: string, mail: OutgoingMail): Promise<void> {
    await documentLocks.run(this.lockOf(hash), () =>
      this.model.updateOne({ _id: hash }, { $push: { mails: mail }, $set: { mailsPending: true } }),
    );
  }

  /** Links whose mails are due (none held by an instance sending them, nor put off after a failure). */
  async due(now: Date, limit: number): Promise<EmailLinkRecord[]> {
    return this.model.find({ mailsPending: true, mailHeldUntil: { $lte: now } }).limit(limit).lean<EmailLinkRecord[]>();
  }

  /** Takes a link's mails to send until `until`; false when another instance took them first (once across instances). */
  async hold(link: EmailLinkRecord, now: Date, until: Date): Promise<boolean> {
    return documentLocks.run(this.lockOf(link._id), async () => {
      const result = await this.model.updateOne(
        { _id: link._id, mailsPending: true, mailHeldUntil: { $lte: now } },
        { $set: { mailHeldUntil: until } },
      );
      return result.modifiedCount === 1;
    });
  }

  /** A mail went out: it leaves the outbox (settled when it was the last; read and written under the link's lock). */
  async sent(hash: string, mailId: string): Promise<void> {
    await documentLocks.run(this.lockOf(hash), async () => {
      const link = await this.model.findById(hash, { mails: 1 }).lean<Pick<EmailLinkRecord, 'mails'>>();
      if (!link) return;
      const mails = link.mails.filter((mail) => mail.id !== mailId);
      await this.model.updateOne({ _id: hash }, { $set: { mails, mailsPending: mails.length > 0, mailFailures: 0 } });
    });
  }

  /** The sender is done with the mails it held: any added meanwhile are due at once. */
  async release(hash: string, now: Date): Promise<void> {
    await documentLocks.run(this.lockOf(hash), () => this.model.updateOne({ _id: hash }, { $set: { mailHeldUntil: now } }));
  }

  /** Sending failed: the mails stay, tried again from `retryAt`. */
  async failed(hash: string, retryAt: Date): Promise<void> {
    await documentLocks.run(this.lockOf(hash), () =>
      this.model.updateOne({ _id: hash }, { $inc: { mailFailures: 1 }, $set: { mailHeldUntil: retryAt } }),
    );
  }

  /** Removes links long expired whose mails are out. */
  async deleteExpired(now = new Date()): Promise<number> {
    const result = await this.model.deleteMany({ expiresAt: { $lte: new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS) }, mailsPending: false });
    return result.deletedCount;
  }

  private lockOf(hash: string): string {
    return lockKey(this.model.collection.collectionName, hash);
  }
}
