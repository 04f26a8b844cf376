import type { EventEnvelope } from '@abialbum/contracts';
import { documentLocks, isDuplicateKey, isObjectId, lockKey } from '@abialbum/service-kit';
import { Types, type Connection, type Model } from 'mongoose';
import type { EventsFor } from './album.store';
import { sectionModel, type SectionDocument } from './section.model';

export interface StoredSection {
  id: string;
  albumId: string;
  ownerId: string;
  title: string;
  description: string;
  order: number;
  isSharedAlbum: boolean;
  mediaCount: number;
  thumbnails: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** What the album pages show of a section. */
export type SectionSummary = Pick<StoredSection, 'id' | 'albumId' | 'title' | 'description' | 'order' | 'isSharedAlbum' | 'mediaCount' | 'thumbnails' | 'createdAt'>;

export type NewSection = Pick<StoredSection, 'albumId' | 'ownerId' | 'title' | 'description' | 'order' | 'isSharedAlbum'>;
export type SectionChanges = Partial<Pick<StoredSection, 'title' | 'description' | 'order' | 'isSharedAlbum'>>;

export class DuplicateSectionTitleError extends Error {}

const LIVE = { deletedAt: null } as const;
const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0, titleKey: 0 } as const;
const SUMMARY_PROJECTION = { albumId: 1, title: 1, description: 1, order: 1, isSharedAlbum: 1, mediaCount: 1, thumbnails: 1, createdAt: 1 } as const;
type SummaryDocument = Pick<SectionDocument, '_id' | 'albumId' | 'title' | 'description' | 'order' | 'isSharedAlbum' | 'mediaCount' | 'thumbnails' | 'createdAt'>;
/**
 * More sections than an album has: its list comes back in one round trip (the driver's first batch is 101
 * documents, and a getMore on this engine costs as much as the find).
 */
const ONE_BATCH = 10_000;
export const titleKeyOf = (title: string) => title.trim().toLowerCase();

function toStored(doc: SectionDocument): StoredSection {
  const { _id, albumId, ownerId, title, description, order, isSharedAlbum, mediaCount, thumbnails, createdAt, updatedAt } = doc;
  return { id: String(_id), albumId, ownerId, title, description, order, isSharedAlbum, mediaCount, thumbnails, createdAt, updatedAt };
}

const toSummary = ({ _id, albumId, title, description, order, isSharedAlbum, mediaCount, thumbnails, createdAt }: SummaryDocument): SectionSummary => ({
  id: String(_id),
  albumId,
  title,
  description,
  order,
  isSharedAlbum,
  mediaCount: mediaCount ?? 0,
  thumbnails: thumbnails ?? [],
  createdAt,
});

/** Lower order first, 0 ("at the end") last, ties by creation. */
function displayOrder<T extends SectionSummary>(sections: T[]): T[] {
  const rank = (section: T) => (section.order === 0 ? Number.POSITIVE_INFINITY : section.order);
  return [...sections].sort((a, b) => rank(a) - rank(b) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

const pushEvents = (events: EventEnvelope[]) => ({ $push: { outbox: { $each: events } } });

export class SectionStore {
  readonly model: Model<SectionDocument>;

  constructor(connection: Connection) {
    this.model = sectionModel(connection);
  }

  private exclusive<T>(id: string, work: () => Promise<T>): Promise<T> {
    return documentLocks.run(lockKey(this.model.collection.collectionName, id), work);
  }

  async create(input: NewSection, eventsFor: EventsFor<StoredSection>): Promise<StoredSection> {
    const now = new Date();
    const section: StoredSection = { id: new Types.ObjectId().toHexString(), ...input, mediaCount: 0, thumbnails: [], createdAt: now, updatedAt: now };
    const { id, ...fields } = section;
    try {
      await this.model.create({ _id: id, ...fields, titleKey: titleKeyOf(input.title), outbox: eventsFor(section), outboxPending: true });
    } catch (err) {
      if (isDuplicateKey(err)) throw new DuplicateSectionTitleError();
      throw err;
    }
    return section;
  }

  async findLive(id: string): Promise<StoredSection | null> {
    if (!isObjectId(id)) return null;
    const doc = await this.model.findOne({ _id: id, ...LIVE }, PROJECTION).lean<SectionDocument>();
    return doc && toStored(doc);
  }

  async listByAlbum(albumId: string, only: { shared?: boolean } = {}): Promise<StoredSection[]> {
    const filter = { albumId, ...LIVE, ...(only.shared ? { isSharedAlbum: true } : {}) };
    const docs = await this.model.find(filter, PROJECTION).sort({ createdAt: 1, _id: 1 }).batchSize(ONE_BATCH).lean<SectionDocument[]>();
    return displayOrder(docs.map(toStored));
  }

  /**
   * All of an album's sections as its public profile shows them (what its preview is cut from): only the
   * shown fields travel, in one batch, and they are put in display order here (FerretDB 1.x sorts in its
   * own process after reading every match, so an engine-side sort or limit would save nothing).
   */
  async summariesOf(albumId: string): Promise<SectionSummary[]> {
    const docs = await this.model.find({ albumId, ...LIVE }, SUMMARY_PROJECTION).batchSize(ONE_BATCH).lean<SummaryDocument[]>();
    return displayOrder(docs.map(toSummary));
  }

  /** Every live section, by album, in display order (the reconciliation). */
  async summariesByAlbum(): Promise<Map<string, SectionSummary[]>> {
    const docs = await this.model.find(LIVE, SUMMARY_PROJECTION).lean<SummaryDocument[]>();
    const byAlbum = new Map<string, SectionSummary[]>();
    for (const doc of docs) {
      const sections = byAlbum.get(doc.albumId) ?? [];
      sections.push(toSummary(doc));
      byAlbum.set(doc.albumId, sections);
    }
    return new Map([...byAlbum].map(([albumId, sections]) => [albumId, displayOrder(sections)]));
  }

  /** Applies a change with its event in one write; a title the album already has is refused by the unique index. */
  update(id: string, changes: SectionChanges, eventsFor: EventsFor<StoredSection>): Promise<StoredSection | null> {
    return this.exclusive(id, async () => {
      const current = await this.findLive(id);
      if (!current) return null;
      const next: StoredSection = { ...current, ...changes, updatedAt: new Date() };
      const { title, description, order, isSharedAlbum, updatedAt } = next;
      try {
        const result = await this.model.updateOne(
          { _id: id, ...LIVE },
          { $set: { title, titleKey: titleKeyOf(title), description, order, isSharedAlbum, updatedAt, outboxPending: true }, ...pushEvents(eventsFor(next)) },
        );
        return result.matchedCount === 1 ? next : null;
      } catch (err) {
        if (isDuplicateKey(err)) throw new DuplicateSectionTitleError();
        throw err;
      }
    });
  }

  /** Marks the section deleted with its event and frees its title; the relay removes it once published. */
  markDeleted(id: string, eventsFor: EventsFor<StoredSection>): Promise<StoredSection | null> {
    return this.exclusive(id, async () => {
      const current = await this.findLive(id);
      if (!current) return null;
      await this.model.updateOne(
        { _id: id, ...LIVE },
        { $set: { deletedAt: new Date(), titleKey: ` deleted:${id}`, outboxPending: true }, ...pushEvents(eventsFor(current)) },
      );
      return current;
    });
  }

  /** What the read model of approved media computed for the section (exact values, never increments). */
  async setMediaSummary(id: string, albumId: string, summary: { mediaCount: number; thumbnails: string[] }): Promise<void> {
    await this.exclusive(id, () => this.model.updateOne({ _id: id, albumId, ...LIVE }, { $set: summary }));
  }

  /** With their album: album.deleted tells the other services, so these go without events of their own. */
  async deleteAllOf(albumIds: string[]): Promise<void> {
    await this.model.deleteMany({ albumId: { $in: albumIds } });
  }

  /** Every live section, one at a time (the export svc-media's copies are repaired from). */
  async *live(): AsyncIterable<StoredSection> {
    for await (const doc of this.model.find(LIVE, PROJECTION).lean<SectionDocument[]>().cursor({ batchSize: 500 })) yield toStored(doc as SectionDocument);
  }

  async albumIds(): Promise<string[]> {
    return (await this.model.distinct('albumId')) as string[];
  }
}
