import type { CommentSetting, EventEnvelope } from '@abialbum/contracts';
import { documentLocks, findByIds, GroupCommit, isDuplicateKey, isObjectId, lockKey } from '@abialbum/service-kit';
import { Types, type Connection, type Model } from 'mongoose';
import { albumModel, type AlbumActivityCounts, type AlbumCounts, type AlbumDocument, type AlbumOwnerInfo } from './album.model';
import { fromPreview, toPreview } from './section-preview';
import type { SectionSummary } from './section.store';

/** An album as the use cases see it: a plain object with string ids, without storage fields. */
export interface StoredAlbum {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  isPublic: boolean;
  /** Visitors may download it (issue 14); stored before it existed: yes. */
  allowDownloads: boolean;
  /** Who may comment and react on its media (issue 13); stored before it existed: everyone. */
  comments: CommentSetting;
  isBlocked: boolean;
  views: number;
  followers: number;
  counts: AlbumCounts;
  /** Comments and reactions on its live media (the admin's album cards). */
  activity: AlbumActivityCounts;
  coverImage: string | null;
  owner: AlbumOwnerInfo;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

/** An album with the sections its profile shows; null while it has no preview yet (stored before it existed). */
export interface ProfiledAlbum extends StoredAlbum {
  sectionsPreview: SectionSummary[] | null;
}

export type NewAlbum = Pick<StoredAlbum, 'ownerId' | 'title' | 'description' | 'isPublic' | 'owner'> & Partial<Pick<StoredAlbum, 'allowDownloads' | 'comments'>>;
export type AlbumChanges = Partial<Pick<StoredAlbum, 'title' | 'description' | 'isPublic' | 'allowDownloads' | 'comments'>>;
export type EventsFor<T> = (state: T) => EventEnvelope[];

export class DuplicateAlbumError extends Error {}

/** Live albums that anyone may see: public, not blocked, owner not blocked. */
export const VISIBLE = { isPublic: true, isBlocked: false, 'owner.isBlocked': false, deletedAt: null } as const;
const LIVE = { deletedAt: null } as const;
// The profile's sections stay behind too: only the profile (findProfiled) reads them.
const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0, ownerKey: 0, sectionsPreview: 0 } as const;

function toStored(doc: AlbumDocument): StoredAlbum {
  const { _id, ownerId, title, description, isPublic, isBlocked, views, followers, counts, coverImage, owner, revision, createdAt, updatedAt } = doc;
  const allowDownloads = doc.allowDownloads ?? true;
  const comments = doc.comments ?? 'everyone';
  const activity = { comments: doc.activity?.comments ?? 0, reactions: doc.activity?.reactions ?? 0 };
  return { id: String(_id), ownerId, title, description, isPublic, allowDownloads, comments, isBlocked, views, followers, counts, activity, coverImage, owner, revision, createdAt, updatedAt };
}

/**
 * What a write of an album changed: what the catalogue lists (title, description, visibility, owner, the album
 * itself: read it again), a counter (its value right after the write: a copy read while the write was under way
 * takes it as is, never a delta twice), or only what its profile shows.
 */
export type AlbumChange = 'listing' | 'profile' | AlbumCounters;
/** Counters of an album as they are right after a write: one or both. */
export interface AlbumCounters {
  followers?: number;
  views?: number;
}

const pushEvents = (events: EventEnvelope[]) => ({ $push: { outbox: { $each: events } } });

export class AlbumStore {
  readonly model: Model<AlbumDocument>;
  /** Told after each write of an album (the catalogue and the profiles follow it); set by createServices. */
  changed: (albumId: string, change: AlbumChange) => Promise<void> = async () => undefined;

  constructor(connection: Connection) {
    this.model = albumModel(connection);
  }

  /**
   * Many albums at once, without events (the scale benchmark's seed), in batches; the catalogue rebuilds at
   * start. No followers: the counter counts follow documents (FollowStore.importMany, then setCounters).
   */
  async importMany(albums: Array<NewAlbum & { views?: number }>): Promise<string[]> {
    const now = Date.now();
    const docs = albums.map((input, i) => {
      const at = new Date(now - (albums.length - i) * 60_000);
      return {
        _id: new Types.ObjectId(),
        ...input,
        ownerKey: input.ownerId,
        isBlocked: false,
        views: input.views ?? 0,
        followers: 0,
        counts: { media: 0, sections: 0, highlights: 0, members: 0 },
        activity: { comments: 0, reactions: 0 },
        coverImage: null,
        sectionsPreview: [],
        revision: 1,
        createdAt: at,
        updatedAt: at,
        outbox: [],
        outboxPending: false,
      };
    });
    for (let i = 0; i < docs.length; i += 1000) await this.model.insertMany(docs.slice(i, i + 1000));
    return docs.map((doc) => doc._id.toHexString());
  }

  /** Every live album (the catalogue's rebuild: one pass). */
  async allLive(): Promise<StoredAlbum[]> {
    const docs = await this.model.find(LIVE, PROJECTION).lean<AlbumDocument[]>();
    return docs.map(toStored);
  }

  /** Every live album, one at a time (the export svc-media's copies are repaired from; the catalogue's check). */
  async *live(batchSize = 500): AsyncIterable<StoredAlbum> {
    for await (const doc of this.model.find(LIVE, PROJECTION).lean<AlbumDocument[]>().cursor({ batchSize })) yield toStored(doc as AlbumDocument);
  }

  /** Runs a read-check-write on one album without another write of this process (the relay's too) in between. */
  exclusive<T>(albumId: string, work: () => Promise<T>): Promise<T> {
    return documentLocks.run(lockKey(this.model.collection.collectionName, albumId), work);
  }

  /** Told of an album whose counter move failed after the write it counts (services.ts: OwedRecounts). */
  counterMissed: (albumId: string) => void = () => undefined;

  /** A counter's move under the album's lock; when it fails, the album's counters are owed a recount. */
  private async moveCounter<T>(albumId: string, move: () => Promise<T>): Promise<T> {
    try {
      return await this.exclusive(albumId, move);
    } catch (error) {
      this.counterMissed(albumId);
      throw error;
    }
  }

  async create(input: NewAlbum, eventsFor: EventsFor<StoredAlbum>): Promise<StoredAlbum> {
    const now = new Date();
    const counts = { media: 0, sections: 0, highlights: 0, members: 0 };
    const album: StoredAlbum = { id: new Types.ObjectId().toHexString(), allowDownloads: true, comments: 'everyone', ...input, isBlocked: false, views: 0, followers: 0, counts, activity: { comments: 0, reactions: 0 }, coverImage: null, revision: 1, createdAt: now, updatedAt: now };
    const { id, ...fields } = album;
    try {
      await this.model.create({
        _id: id,
        ...fields,
        ownerKey: input.ownerId,
        sectionsPreview: [],
        outbox: eventsFor(album),
        outboxPending: true,
      });
    } catch (err) {
      if (isDuplicateKey(err)) throw new DuplicateAlbumError();
      throw err;
    }
    await this.changed(album.id, 'listing');
    return album;
  }

  async findLive(id: string): Promise<StoredAlbum | null> {
    if (!isObjectId(id)) return null;
    const doc = await this.model.findOne({ _id: id, ...LIVE }, PROJECTION).lean<AlbumDocument>();
    return doc && toStored(doc);
  }

  async findByOwner(ownerId: string): Promise<StoredAlbum | null> {
    const doc = await this.model.findOne({ ownerId, ...LIVE }, PROJECTION).lean<AlbumDocument>();
    return doc && toStored(doc);
  }

  /** The live albums among these ids (a page names them), one read by id each: never an `$in` (README "Data at scale"). */
  private async findMany(ids: string[]): Promise<StoredAlbum[]> {
    const found = await findByIds<AlbumDocument>(this.model as unknown as Model<never>, ids.filter(isObjectId), PROJECTION);
    return [...found.values()].filter((doc) => !doc.deletedAt).map(toStored);
  }

  /** Albums that are there for their members: live, not blocked, owner not blocked; public or private. */
  async findUnblockedMany(ids: string[]): Promise<StoredAlbum[]> {
    return (await this.findMany(ids)).filter((album) => !album.isBlocked && !album.owner.isBlocked);
  }

  async findVisibleMany(ids: string[]): Promise<StoredAlbum[]> {
    return (await this.findMany(ids)).filter((album) => album.isPublic && !album.isBlocked && !album.owner.isBlocked);
  }

  /** Applies an owner's change and records its events, in one write. Null when the album is gone. */
  update(id: string, changes: AlbumChanges, eventsFor: EventsFor<StoredAlbum>): Promise<StoredAlbum | null> {
    return this.exclusive(id, async () => {
      const current = await this.findLive(id);
      if (!current) return null;
      const next: StoredAlbum = { ...current, ...changes, revision: current.revision + 1, updatedAt: new Date() };
      const { title, description, isPublic, allowDownloads, comments, revision, updatedAt } = next;
      const result = await this.model.updateOne(
        { _id: id, ...LIVE },
        { $set: { title, description, isPublic, allowDownloads, comments, revision, updatedAt, outboxPending: true }, ...pushEvents(eventsFor(next)) },
      );
      return result.matchedCount === 1 ? next : null;
    }).then(async (album) => {
      if (album) await this.changed(id, 'listing');
      return album;
    });
  }

  /** An admin's block or unblock, with its event; asking for the state it is in changes nothing and tells no one. */
  setBlocked(id: string, isBlocked: boolean, eventsFor: EventsFor<StoredAlbum>): Promise<StoredAlbum | null> {
    return this.exclusive(id, async () => {
      const current = await this.findLive(id);
      if (!current || current.isBlocked === isBlocked) return current;
      const next: StoredAlbum = { ...current, isBlocked, revision: current.revision + 1 };
      await this.model.updateOne(
        { _id: id, ...LIVE },
        { $set: { isBlocked, revision: next.revision, outboxPending: true }, ...pushEvents(eventsFor(next)) },
      );
      await this.changed(id, 'listing');
      return next;
    });
  }

  /** Marks the album deleted with its event and frees the owner's slot; the relay removes it once published. */
  markDeleted(id: string, eventsFor: EventsFor<StoredAlbum>): Promise<StoredAlbum | null> {
    return this.exclusive(id, async () => {
      const current = await this.findLive(id);
      if (!current) return null;
      await this.model.updateOne(
        { _id: id, ...LIVE },
        { $set: { deletedAt: new Date(), ownerKey: `deleted:${id}`, outboxPending: true }, ...pushEvents(eventsFor(current)) },
      );
      await this.changed(id, 'listing');
      return current;
    });
  }

  /**
   * An album with its profile's sections, if the viewer may see it, in one read (no lock, no write: views are
   * counted by the ViewCounter). `member`: the viewer is known to be an approved member, who may see it while
   * it is private.
   */
  async findProfiled(id: string, viewerId: string | undefined, member = false): Promise<ProfiledAlbum | null> {
    if (!isObjectId(id)) return null;
    const doc = await this.model.findOne({ _id: id, ...LIVE }, { outbox: 0, ownerKey: 0 }).lean<AlbumDocument>();
    if (!doc || doc.isBlocked || doc.owner?.isBlocked) return null;
    if (!member && !doc.isPublic && doc.ownerId !== viewerId) return null;
    return { ...toStored(doc), sectionsPreview: fromPreview(id, doc.sectionsPreview) };
  }

  /**
   * Adds counted views (the ViewCounter's batch); false, adding nothing, when another instance is writing the album
   * (a hot album's follows): the views wait for a later batch rather than take its lock from that instance, unless
   * `mustWrite`.
   */
  async addViews(id: string, views: number, mustWrite = false): Promise<boolean> {
    const add = () => this.model.findOneAndUpdate({ _id: id, ...LIVE }, { $inc: { views } }, { returnDocument: 'after' }).lean<AlbumDocument>();
    const done = mustWrite ? { ran: true as const, value: await this.exclusive(id, add) } : await documentLocks.runIfFree(lockKey(this.model.collection.collectionName, id), add);
    if (!done.ran) return false;
    if (done.value) await this.changed(id, { views: done.value.views });
    return true;
  }

  /**
   * Sets the follower counter (its cards' figure; the follow and its event are the follow's own write) to the album's
   * followers as `count` reads them under the album's lock: exact whatever else moved it meanwhile (a recount, another
   * follow). Follows of one album that arrive while its counter is written are counted together in the next write
   * (GroupCommit): many people following one album at once do not queue for its lock one write each.
   */
  async countFollowers(id: string, count: () => Promise<number>): Promise<void> {
    await this.followerCounts.submit(id, count);
  }

  private readonly followerCounts = new GroupCommit<() => Promise<number>, void>(async (id, counts) => {
    // An update that answers its count, not the album (a hot album's counter is written several times a second).
    const followers = await this.moveCounter(id, async () => {
      const counted = await counts[counts.length - 1]!();
      return (await this.model.updateOne({ _id: id }, { $set: { followers: counted } })).matchedCount === 1 ? counted : undefined;
    });
    if (followers !== undefined) await this.changed(id, { followers });
    return counts.map(() => undefined);
  });

  /**
   * The profile's sections and the count of all live ones, as the caller just read them all under this
   * album's lock (see SectionsPreview): both exact, so no order of writes leaves them off.
   */
  async setSectionsPreview(id: string, preview: SectionSummary[], sections: number): Promise<void> {
    await this.exclusive(id, () =>
      this.model.updateOne({ _id: id, ...LIVE }, { $set: { sectionsPreview: preview.map(toPreview), 'counts.sections': sections } }),
    );
    await this.changed(id, 'profile');
  }

  /** Forgets the preview: the next profile read computes and stores it again. */
  async dropSectionsPreview(id: string): Promise<void> {
    await this.exclusive(id, () => this.model.updateOne({ _id: id }, { $unset: { sectionsPreview: 1 } }));
    await this.changed(id, 'profile');
  }

  /** The ids of the sections the profile shows; null while the album has no preview. */
  async previewedSectionIds(id: string): Promise<string[] | null> {
    const doc = await this.model.findOne({ _id: id, ...LIVE }, { sectionsPreview: 1 }).lean<Pick<AlbumDocument, 'sectionsPreview'>>();
    return doc?.sectionsPreview?.map((section) => section.sectionId) ?? null;
  }

  /** Moves the approved members counter (join requests). */
  async changeMembers(id: string, delta: 1 | -1): Promise<void> {
    await this.moveCounter(id, () => this.model.updateOne({ _id: id, ...LIVE }, { $inc: { 'counts.members': delta } }));
    await this.changed(id, 'profile');
  }

  /** What the read model of approved media computed for the album (exact values, never increments). */
  async setMediaSummary(id: string, summary: { media: number; highlights: number; coverImage: string | null }): Promise<void> {
    await this.exclusive(id, () =>
      this.model.updateOne(
        { _id: id, ...LIVE },
        { $set: { 'counts.media': summary.media, 'counts.highlights': summary.highlights, coverImage: summary.coverImage } },
      ),
    );
    await this.changed(id, 'profile');
  }

  /**
   * Moves the comment and reaction counters by what a change of the album's activity moved (AlbumActivity: each
   * step once, from the comment's or reaction's own document), both in one write.
   */
  async moveActivity(id: string, delta: Partial<AlbumActivityCounts>): Promise<void> {
    const inc = {
      ...(delta.comments ? { 'activity.comments': delta.comments } : {}),
      ...(delta.reactions ? { 'activity.reactions': delta.reactions } : {}),
    };
    if (Object.keys(inc).length === 0) return;
    await this.moveCounter(id, () => this.model.updateOne({ _id: id, ...LIVE }, { $inc: inc }));
    await this.changed(id, 'profile');
  }

  /** The comment and reaction counters as counted from the documents (see AlbumActivity.recount). */
  async setActivity(id: string, activity: AlbumActivityCounts): Promise<void> {
    await this.exclusive(id, () =>
      this.model.updateOne({ _id: id, ...LIVE }, { $set: { 'activity.comments': activity.comments, 'activity.reactions': activity.reactions } }),
    );
    await this.changed(id, 'profile');
  }

  /** Repairs counters from the stored follows and members (see Reconciler; sections: setSectionsPreview). */
  async setCounters(id: string, counters: Partial<{ followers: number; members: number }>): Promise<void> {
    const fields = {
      ...(counters.followers === undefined ? {} : { followers: counters.followers }),
      ...(counters.members === undefined ? {} : { 'counts.members': counters.members }),
    };
    await this.exclusive(id, () => this.model.updateOne({ _id: id }, { $set: fields }));
    await this.changed(id, 'listing');
  }

  async counters(): Promise<Array<{ id: string; followers: number; sectionsPreview: SectionSummary[] | null; activity: AlbumActivityCounts } & AlbumCounts>> {
    type Counted = Pick<AlbumDocument, '_id' | 'followers' | 'counts' | 'sectionsPreview' | 'activity'>;
    const docs = await this.model.find(LIVE, { followers: 1, counts: 1, sectionsPreview: 1, activity: 1 }).lean<Counted[]>();
    return docs.map((doc) => ({
      id: String(doc._id),
      sectionsPreview: fromPreview(String(doc._id), doc.sectionsPreview),
      followers: doc.followers,
      sections: doc.counts?.sections ?? 0,
      members: doc.counts?.members ?? 0,
      media: doc.counts?.media ?? 0,
      highlights: doc.counts?.highlights ?? 0,
      activity: { comments: doc.activity?.comments ?? 0, reactions: doc.activity?.reactions ?? 0 },
    }));
  }

  async liveIds(ids: string[]): Promise<Set<string>> {
    const docs = await this.model.find({ _id: { $in: ids.filter(isObjectId) }, ...LIVE }, { _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>();
    return new Set(docs.map((doc) => String(doc._id)));
  }

  /** Refreshes the owner on their albums when the snapshot is newer than the one held. */
  async refreshOwner(ownerId: string, owner: AlbumOwnerInfo): Promise<void> {
    const docs = await this.model.find({ ownerId, ...LIVE }, { _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>();
    for (const { _id } of docs) {
      const id = String(_id);
      await this.exclusive(id, async () => {
        const current = await this.findLive(id);
        if (!current || current.owner.revision >= owner.revision) return;
        await this.model.updateOne({ _id: id, ...LIVE }, { $set: { owner } });
      });
      await this.changed(id, 'listing');
    }
  }

  /** Albums by id, in the order given (the catalogue's answers), those gone left out. */
  async inOrder(ids: string[]): Promise<StoredAlbum[]> {
    const found = new Map((await this.findMany(ids)).map((album) => [album.id, album]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}
