import { asFailure, firstFailure, repairUsers, RepairSchedule, type RepairFailure, type HandlerMap, type Logger, type UserDirectory, type UserRepairCounts, type UserSource } from '@abialbum/service-kit';
import type { CommentStore } from '../store/comment.store';
import type { HighlightStore } from '../store/highlight.store';
import type { MediaStore } from '../store/media.store';
import type { ActivityCounts, ActivityCountsReport } from './activity-counts';
import type { AlbumCopiesRepair, AlbumCopiesReport } from './album-copies-repair';

export interface RepairReport {
  /** Items placed in lists they were missing from, and list heads set again from their items. */
  lists: { placed: number; repaired: number };
  /** Media items' comment and reaction counts set again from the comments and reactions (null when not kept). */
  activityCounts: ActivityCountsReport | null;
  /**
   * The copies of svc-albums' albums, sections and memberships against its exports; null when no source is
   * configured (ALBUMS_URL, INTERNAL_TOKEN); why not when the source could not be read (tried again soon).
   */
  albums: AlbumCopiesReport | RepairFailure | null;
  /** The user directory (uploader names, who is blocked) against identity's users; null without IDENTITY_URL. */
  users: UserRepairCounts | RepairFailure | null;
  seconds: number;
}

export interface RepairsDeps {
  media: MediaStore;
  highlights: HighlightStore;
  /** Optional: the comment lists' heads are set right with the others. */
  comments?: CommentStore;
  /** Optional: the items' comment and reaction counts, set right after the lists. */
  activityCounts?: ActivityCounts;
  albumCopies: AlbumCopiesRepair | null;
  /** identity's users, applied through this service's own user.* handlers. */
  users: { directory: UserDirectory; source: UserSource; handlers: HandlerMap; recheckMs?: number } | null;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * What svc-media keeps from others, or counts from its own items, compared with its source and repaired without
 * stopping the service (issue 12 "anti-entropy"): its lists, its copies of svc-albums' albums, then its users. At start,
 * every REPAIR_INTERVAL_MS and when asked (POST /internal/repair: `npm run repair -w svc-media`).
 */
export function mediaRepairs(deps: RepairsDeps) {
  const repair = async (): Promise<RepairReport> => {
    const began = Date.now();
    const media = await deps.media.repairLists();
    const highlights = await deps.highlights.repairLists();
    const comments = (await deps.comments?.repairLists()) ?? { placed: 0, repaired: [] };
    const lists = { placed: media.placed + comments.placed, repaired: media.repaired.length + highlights.length + comments.repaired.length };
    const activityCounts = (await deps.activityCounts?.repair()) ?? null;
    const albums = deps.albumCopies && (await deps.albumCopies.run().catch(asFailure));
    const users = deps.users && (await repairUsers(deps.users.directory, deps.users.source, deps.users.handlers, deps.users.recheckMs).catch(asFailure));
    const report = { lists, activityCounts, albums, users, seconds: (Date.now() - began) / 1000 };
    deps.logger.info(report, 'repaired from the sources');
    return report;
  };
  return new RepairSchedule(repair, (report) => firstFailure(report.albums, report.users), deps.logger, 'media-repair');
}

export type MediaRepairs = ReturnType<typeof mediaRepairs>;
