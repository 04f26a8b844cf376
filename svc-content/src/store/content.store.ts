import { addOutbox, documentLocks, eventFactory, lockKey, type OutboxDocument } from '@abialbum/service-kit';
import type { AboutFeature } from '@abialbum/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

export type PageName = 'about' | 'terms';

/** One saved page. About uses mission, vision and features; Terms uses effectiveDate and version. */
export interface StoredPage {
  title: string;
  content: string;
  mission?: string;
  vision?: string;
  features?: AboutFeature[];
  effectiveDate?: string;
  version?: string;
  updatedBy: string;
  updatedAt: Date;
  revision: number;
}

interface PageDocument extends StoredPage, OutboxDocument {
  _id: PageName;
}

const COLLECTION = 'content_pages';
const featureSchema = new Schema<AboutFeature>({ icon: String, title: String, description: String }, { _id: false });
const schema = addOutbox(
  new Schema<PageDocument>(
    {
      _id: { type: String },
      title: { type: String, required: true },
      content: { type: String, default: '' },
      mission: String,
      vision: String,
      features: { type: [featureSchema], default: undefined },
      effectiveDate: String,
      version: String,
      updatedBy: { type: String, required: true },
      updatedAt: { type: Date, required: true },
      revision: { type: Number, required: true },
    },
    { versionKey: false },
  ),
);

const event = eventFactory('svc-content');
const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0 } as const;

/** The About and Terms documents, one per page, each saved with its `content.updated` event in one write. */
export class ContentStore {
  readonly model: Model<PageDocument>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.ContentPage as Model<PageDocument> | undefined) ??
      connection.model<PageDocument>('ContentPage', schema, COLLECTION);
  }

  async get(page: PageName): Promise<StoredPage | null> {
    const doc = await this.model.findById(page, PROJECTION).lean<PageDocument>();
    if (!doc) return null;
    const { _id, ...stored } = doc;
    return stored;
  }

  /** Replaces the page. Locked: the outbox relay writes the same document. */
  save(page: PageName, fields: Omit<StoredPage, 'updatedAt' | 'revision'>): Promise<StoredPage> {
    return documentLocks.run(lockKey(COLLECTION, page), async () => {
      const current = await this.model.findById(page, { revision: 1 }).lean<Pick<PageDocument, 'revision'>>();
      const saved: StoredPage = { ...fields, updatedAt: new Date(), revision: (current?.revision ?? 0) + 1 };
      const updated = event('content.updated', {
        page,
        title: saved.title,
        updatedBy: saved.updatedBy,
        updatedAt: saved.updatedAt.toISOString(),
        revision: saved.revision,
      });
      await this.model.updateOne(
        { _id: page },
        { $set: { ...saved, outboxPending: true }, $push: { outbox: updated } },
        { upsert: true },
      );
      return saved;
    });
  }

  relayModel(): Model<never> {
    return this.model as unknown as Model<never>;
  }
}
