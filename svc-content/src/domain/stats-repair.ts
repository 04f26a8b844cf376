import type { AlbumEventData, MediaEventData } from '@abialbum/contracts';
import { buildEvent, repairUsers, RepairSchedule, type HandlerMap, type Logger, type UserDirectory, type UserRepairCounts, type UserSource } from '@abialbum/service-kit';
import { Types } from 'mongoose';
import type { StatsStore } from '../store/stats.store';
import type { PlatformCounts } from '../store/stats-counters.store';
import type { StatsCounting } from './stats-counting';

/** The sources the statistics are repaired from: identity's users, svc-albums' albums, svc-media's media. */
export interface StatsSources {
  users: UserSource;
  albums: () => AsyncIterable<AlbumEventData>;
  media: () => AsyncIterable<MediaEventData>;
}

export interface CopyCounts {
  source: number;
  held: number;
  added: number;
  updated: number;
  removed: number;
}

export interface StatsRepairReport {
  users: UserRepairCounts | { failed: string } | null;
  albums: CopyCounts | { failed: string } | null;
  media: CopyCounts | { failed: string } | null;
  /** The figures counted afresh from the documents, before and after. */
  figures: { before: PlatformCounts; after: PlatformCounts };
  seconds: number;
}

/** An album or item made this long before the export began is in it if its source holds it. */
const SETTLE_MS = 60_000;
const madeAt = (id: string) => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id).getTimestamp().getTime() : 0);

interface Held {
  revision: number;
  deleted: boolean;
}

async function heldOf(model: StatsStore['albums'] | StatsStore['media']): Promise<Map<string, Held>> {
  const held = new Map<string, Held>();
  const docs = (model as StatsStore['media']).find({}, { revision: 1, deleted: 1 }).lean<Array<Held & { _id: string }>>();
  for await (const doc of docs.cursor({ batchSize: 1000 })) held.set(doc._id, { revision: doc.revision, deleted: doc.deleted });
  return held;
}

/**
 * The source's items compared with the documents held, each difference applied through this service's own
 * handler of the event that was lost (`put` for a newer or missing one, `remove` for one gone at the source).
 */
async function compare<T>(
  held: Map<string, Held>,
  source: AsyncIterable<T>,
  idOf: (item: T) => { id: string; revision: number },
  put: (item: T) => Promise<void>,
  remove: (id: string) => Promise<void>,
  began: number,
): Promise<CopyCounts> {
  const counts: CopyCounts = { source: 0, held: held.size, added: 0, updated: 0, removed: 0 };
  const seen = new Set<string>();
  for await (const item of source) {
    counts.source += 1;
    const { id, revision } = idOf(item);
    seen.add(id);
    const mine = held.get(id);
    if (mine && (mine.deleted || mine.revision >= revision)) continue;
    await put(item);
    counts[mine ? 'updated' : 'added'] += 1;
  }
  for (const [id, mine] of held) {
    if (mine.deleted || seen.has(id) || madeAt(id) > began - SETTLE_MS) continue;
    await remove(id);
    counts.removed += 1;
  }
  return counts;
}

export interface StatsRepairDeps {
  store: StatsStore;
  directory: UserDirectory;
  counting: StatsCounting;
  handlers: HandlerMap;
  sources: StatsSources | null;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * The statistics' documents (users, albums, media) compared with their sources and repaired without stopping the
 * service (issue 12 "anti-entropy"), then the figures counted afresh. At start, every REPAIR_INTERVAL_MS and when
 * asked (POST /internal/repair: `npm run repair -- svc-content`). Without sources, only the recount.
 */
export function statsRepairs(deps: StatsRepairDeps) {
  const failed = (err: Error) => ({ failed: err.message });
  const repair = async (): Promise<StatsRepairReport> => {
    const began = Date.now();
    const { store, handlers, sources } = deps;
    const send = async <T extends Parameters<typeof buildEvent>[0]>(type: T, data: Parameters<typeof buildEvent<T>>[1], producer: string) => {
      await (handlers[type] as ((event: unknown) => Promise<void>) | undefined)?.(buildEvent(type, data, producer));
    };
    const users = sources && (await repairUsers(deps.directory, sources.users, handlers).catch(failed));
    const albums =
      sources &&
      (await compare(
        await heldOf(store.albums),
        sources.albums(),
        (album) => ({ id: album.albumId, revision: album.revision }),
        (album) => send('album.updated', album, 'svc-albums'),
        async (id) => {
          const doc = await store.albums.findById(id).lean();
          if (doc) await send('album.deleted', { albumId: id, ownerId: doc.ownerId, title: '', description: '', isPublic: doc.isPublic, isBlocked: doc.isBlocked, revision: doc.revision }, 'svc-albums');
        },
        began,
      ).catch(failed));
    const media =
      sources &&
      (await compare(
        await heldOf(store.media),
        sources.media(),
        (item) => ({ id: item.mediaId, revision: item.revision }),
        (item) => send('media.updated', item, 'svc-media'),
        async (id) => {
          const doc = await store.media.findById(id).lean();
          if (!doc) return;
          const item: MediaEventData = {
            mediaId: id, albumId: doc.albumId, sectionId: null, uploaderId: '', type: 'IMAGE', url: '', thumbnailUrl: null, displayUrl: null,
            placeholder: null, width: null, height: null, duration: null, caption: '', status: doc.status as MediaEventData['status'],
            rejectionReason: null, createdAt: new Date(madeAt(id)).toISOString(), revision: doc.revision,
          };
          await send('media.deleted', item, 'svc-media');
        },
        began,
      ).catch(failed));
    const figures = await deps.counting.recount();
    const report = { users, albums, media, figures, seconds: (Date.now() - began) / 1000 };
    deps.logger.info(report, 'repaired from the sources');
    return report;
  };
  const incomplete = (report: StatsRepairReport) =>
    [report.users, report.albums, report.media].map((part) => (part && 'failed' in part ? part.failed : null)).find((why) => why !== null) ?? null;
  return new RepairSchedule(repair, incomplete, deps.logger);
}

export type StatsRepairs = ReturnType<typeof statsRepairs>;
