import { emptyReactionCounts, type CommentState, type MediaEventData, type ReactionKind, type ReactionState } from '@abialbum/contracts';
import {
  asFailure,
  buildEvent,
  firstFailure,
  type RepairFailure,
  type AlbumExports,
  type MediaExports,
  compareWithSource,
  documentLocks,
  lockKey,
  madeAtOf,
  repairUsers,
  RepairSchedule,
  type HandlerMap,
  type HeldVersion,
  type Logger,
  type RepairCounts,
  type UserDirectory,
  type UserRepairCounts,
  type UserSource,
} from '@abialbum/service-kit';
import type { StatsStore } from '../store/stats.store';
import type { PlatformCounts } from '../store/stats-counters.store';
import type { StatsCounting } from './stats-counting';

/** The sources the statistics are repaired from: identity's users, svc-albums' albums, svc-media's media. */
export interface StatsSources {
  users: UserSource;
  albums: AlbumExports['albums'];
  media: MediaExports['media'];
  /** svc-media's comments and reactions (ActivityExports); without them only the recount covers them. */
  comments?: () => AsyncIterable<CommentState>;
  reactions?: () => AsyncIterable<ReactionState>;
}

export interface StatsRepairReport {
  users: UserRepairCounts | RepairFailure | null;
  albums: RepairCounts | RepairFailure | null;
  media: RepairCounts | RepairFailure | null;
  comments: RepairCounts | RepairFailure | null;
  reactions: RepairCounts | RepairFailure | null;
  /** The figures counted afresh from the documents, before and after. */
  figures: { before: PlatformCounts; after: PlatformCounts };
  seconds: number;
}

async function heldOf(model: StatsStore['albums'] | StatsStore['media']): Promise<Map<string, HeldVersion>> {
  const held = new Map<string, HeldVersion>();
  const docs = (model as StatsStore['media']).find({}, { revision: 1, deleted: 1 }).lean<Array<{ _id: string; revision: number; deleted: boolean }>>();
  for await (const doc of docs.cursor({ batchSize: 1000 })) held.set(doc._id, { revision: doc.revision, deleted: doc.deleted, madeAt: madeAtOf(doc._id) });
  return held;
}

export interface StatsRepairDeps {
  store: StatsStore;
  directory: UserDirectory;
  counting: StatsCounting;
  handlers: HandlerMap;
  sources: StatsSources | null;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** A second look at the differences this long after each pass (compareWithSource `recheck`); 0 or none: no second look. */
  recheckMs?: number;
}

/** The second look of a comparison, when asked for. */
const recheckOf = (deps: StatsRepairDeps, held: () => Promise<Map<string, HeldVersion>>) => (deps.recheckMs ? { afterMs: deps.recheckMs, held } : undefined);

/**
 * The statistics' documents (users, albums, media) compared with their sources and repaired without stopping the
 * service (issue 12 "anti-entropy"), then the figures counted afresh. At start, every REPAIR_INTERVAL_MS and when
 * asked (POST /internal/repair: `npm run repair -- svc-content`). Without sources, only the recount.
 */
export function statsRepairs(deps: StatsRepairDeps) {
  const repair = async (): Promise<StatsRepairReport> => {
    const began = Date.now();
    const { store, handlers, sources } = deps;
    const send = async <T extends Parameters<typeof buildEvent>[0]>(type: T, data: Parameters<typeof buildEvent<T>>[1], producer: string) => {
      await (handlers[type] as ((event: unknown) => Promise<void>) | undefined)?.(buildEvent(type, data, producer));
    };
    const users = sources && (await repairUsers(deps.directory, sources.users, handlers, deps.recheckMs).catch(asFailure));
    const albums =
      sources &&
      (await compareWithSource({
        began: Date.now(),
        held: await heldOf(store.albums),
        recheck: recheckOf(deps, () => heldOf(store.albums)),
        source: sources.albums(),
        identify: (album) => ({ id: album.albumId, revision: album.revision }),
        apply: async (album) => {
          await send('album.updated', album, 'svc-albums');
          return true;
        },
        remove: async (id) => {
          const doc = await store.albums.findById(id).lean();
          if (!doc) return false;
          await send('album.deleted', { albumId: id, ownerId: doc.ownerId, title: '', description: '', isPublic: doc.isPublic, isBlocked: doc.isBlocked, revision: doc.revision }, 'svc-albums');
          return true;
        },
      }).catch(asFailure));
    const media =
      sources &&
      (await compareWithSource({
        began: Date.now(),
        held: await heldOf(store.media),
        recheck: recheckOf(deps, () => heldOf(store.media)),
        source: sources.media(),
        identify: (item) => ({ id: item.mediaId, revision: item.revision }),
        apply: async (item) => {
          await send('media.updated', item, 'svc-media');
          return true;
        },
        remove: async (id) => {
          const doc = await store.media.findById(id).lean();
          if (!doc) return false;
          const item: MediaEventData = {
            mediaId: id, albumId: doc.albumId, sectionId: null, uploaderId: '', type: 'IMAGE', url: '', thumbnailUrl: null, displayUrl: null,
            placeholder: null, width: null, height: null, duration: null, caption: '', status: doc.status as MediaEventData['status'],
            rejectionReason: null, createdAt: new Date(madeAtOf(id)).toISOString(), revision: doc.revision,
          };
          await send('media.deleted', item, 'svc-media');
          return true;
        },
      }).catch(asFailure));
    const { comments, reactions } = await repairActivity(deps, send);
    const figures = await deps.counting.recount();
    const report = { users, albums, media, comments, reactions, figures, seconds: (Date.now() - began) / 1000 };
    deps.logger.info(report, 'repaired from the sources');
    return report;
  };
  return new RepairSchedule(repair, (report) => firstFailure(report.users, report.albums, report.media, report.comments, report.reactions), deps.logger, 'content-repair');
}

export type StatsRepairs = ReturnType<typeof statsRepairs>;

type Send = <T extends Parameters<typeof buildEvent>[0]>(type: T, data: Parameters<typeof buildEvent<T>>[1], producer: string) => Promise<void>;

/**
 * Comments and reactions against svc-media's exports: a comment or reaction never heard of is applied as its event
 * would have been; a comment held live and gone there is deleted, a reaction gone there (its item deleted) taken back.
 * The recount that follows sets the figures from the documents.
 */
async function repairActivity(deps: StatsRepairDeps, send: Send) {
  const { store, sources } = deps;
  const heldComments = async () =>
    new Map<string, HeldVersion>(
      (await store.comments.find({}, { deleted: 1 }).lean<Array<{ _id: string; deleted: boolean }>>()).map((doc) => [doc._id, { revision: 1, deleted: doc.deleted, madeAt: madeAtOf(doc._id) }]),
    );
  const heldReactions = async () =>
    new Map<string, HeldVersion>(
      (await store.reactions.find({}, { revision: 1, seenAt: 1 }).lean<Array<{ _id: string; revision: number; seenAt?: Date | null }>>()).map((doc) => [
        doc._id,
        { revision: doc.revision, deleted: false, madeAt: doc.seenAt ? new Date(doc.seenAt).getTime() : 0 },
      ]),
    );
  const comments =
    sources?.comments &&
    (await compareWithSource({
      began: Date.now(),
      held: await heldComments(),
      recheck: recheckOf(deps, heldComments),
      source: sources.comments(),
      identify: (comment) => ({ id: comment.commentId, revision: 1 }),
      apply: async (comment) => {
        await send('comment.created', { ...comment, text: '', commentCount: 0 }, 'svc-media');
        return true;
      },
      remove: async (id) => {
        const doc = await store.comments.findById(id).lean();
        if (!doc) return false;
        const gone = { commentId: id, mediaId: doc.mediaId, albumId: '', authorId: '', text: '', createdAt: new Date(madeAtOf(id)).toISOString(), commentCount: 0 };
        await send('comment.deleted', gone, 'svc-media');
        return true;
      },
    }).catch(asFailure));
  const reactions =
    sources?.reactions &&
    (await compareWithSource({
      began: Date.now(),
      held: await heldReactions(),
      recheck: recheckOf(deps, heldReactions),
      source: sources.reactions(),
      identify: (reaction) => ({ id: `${reaction.mediaId}:${reaction.userId}`, revision: reaction.revision }),
      apply: async (reaction) => {
        await send('reaction.changed', { ...reaction, albumId: '', previous: null, counts: emptyReactionCounts() }, 'svc-media');
        return true;
      },
      remove: async (id) => {
        const taken = await documentLocks.run(lockKey('reactions_stats', id), () =>
          store.reactions.updateOne({ _id: id, kind: { $ne: null } }, { $set: { kind: null as ReactionKind | null } }),
        );
        return taken.modifiedCount > 0;
      },
    }).catch(asFailure));
  return { comments: comments ?? null, reactions: reactions ?? null };
}
