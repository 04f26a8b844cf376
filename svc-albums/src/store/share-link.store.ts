import { Schema, Types, type Connection, type Model } from 'mongoose';
import { documentLocks, lockKey } from '@abialbum/service-kit';

/**
 * Share links (issue 27 item 2). A link is found by the SHA-256 of its key (`keyHash`, unique): the key itself is
 * stored only sealed (AES-256-GCM under a key derived from FILE_LINK_SECRET), so its owner can copy it again
 * while the database alone gives no working link. Revoked links stay (their opens), out of every list.
 */
export interface StoredShareLink {
  id: string;
  keyHash: string;
  keySealed: string;
  albumId: string;
  /** null: the whole album. */
  sectionId: string | null;
  ownerId: string;
  /** argon2id, or null: no password. */
  passwordHash: string | null;
  expiresAt: Date | null;
  allowDownload: boolean;
  createdAt: Date;
  revokedAt: Date | null;
  opens: number;
  lastUsedAt: Date | null;
}

export type NewShareLink = Omit<StoredShareLink, 'id' | 'createdAt' | 'revokedAt' | 'opens' | 'lastUsedAt'>;

type ShareLinkDocument = Omit<StoredShareLink, 'id'> & { _id: Types.ObjectId };

const schema = new Schema<ShareLinkDocument>(
  {
    keyHash: { type: String, required: true },
    keySealed: { type: String, required: true },
    albumId: { type: String, required: true },
    sectionId: { type: String, default: null },
    ownerId: { type: String, required: true },
    passwordHash: { type: String, default: null },
    expiresAt: { type: Date, default: null },
    allowDownload: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    opens: { type: Number, default: 0 },
    lastUsedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
schema.index({ keyHash: 1 }, { unique: true });
// An album's links (its owner's list), by equality.
schema.index({ albumId: 1, revokedAt: 1 });

const toStored = ({ _id, ...rest }: ShareLinkDocument): StoredShareLink => ({ id: String(_id), ...rest });

export class ShareLinkStore {
  readonly model: Model<ShareLinkDocument>;

  constructor(connection: Connection) {
    this.model = (connection.models.ShareLink as Model<ShareLinkDocument> | undefined) ?? connection.model<ShareLinkDocument>('ShareLink', schema, 'share_links');
  }

  async create(input: NewShareLink): Promise<StoredShareLink> {
    const doc: ShareLinkDocument = { _id: new Types.ObjectId(), ...input, createdAt: new Date(), revokedAt: null, opens: 0, lastUsedAt: null };
    await this.model.create(doc);
    return toStored(doc);
  }

  /** Read from the database at every call (no copy in memory): a revoke is seen at once by every instance. */
  async findByKeyHash(keyHash: string): Promise<StoredShareLink | null> {
    const doc = await this.model.findOne({ keyHash }).lean<ShareLinkDocument>();
    return doc && toStored(doc);
  }

  async findById(id: string): Promise<StoredShareLink | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.model.findById(id).lean<ShareLinkDocument>();
    return doc && toStored(doc);
  }

  /** An album's links not revoked, oldest first. */
  async listByAlbum(albumId: string): Promise<StoredShareLink[]> {
    const docs = await this.model.find({ albumId, revokedAt: null }).lean<ShareLinkDocument[]>();
    return docs.map(toStored).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  /**
   * Answers whether this call revoked it (false: unknown, or revoked already). Under the link's lock, like the opens'
   * write: FerretDB 1.24 writes a whole document back, so an opens write that read the link before the revoke would
   * put `revokedAt: null` back over it (the link would open again).
   */
  async revoke(id: string): Promise<boolean> {
    const { modifiedCount } = await documentLocks.run(lockKey(this.model.collection.collectionName, id), () =>
      this.model.updateOne({ _id: id, revokedAt: null }, { $set: { revokedAt: new Date() } }),
    );
    return modifiedCount === 1;
  }

  /**
   * Adds opens counted in memory (OpenCounter), under the link's lock: FerretDB 1.24's `$inc` is not atomic across
   * connections, and the lock's lease makes it one write at a time across every instance.
   */
  async addOpens(id: string, opens: number, lastUsedAt: Date): Promise<void> {
    await documentLocks.run(lockKey(this.model.collection.collectionName, id), () =>
      this.model.updateOne({ _id: id }, { $inc: { opens }, $max: { lastUsedAt } }),
    );
  }
}
