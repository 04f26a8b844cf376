import {
  asFailure,
  firstFailure,
  repairUsers,
  RepairSchedule,
  type HandlerMap,
  type Logger,
  type RepairFailure,
  type UserDirectory,
  type UserRepairCounts,
  type UserSource,
} from '@abialbum/service-kit';
import type { AlbumStores } from '../services';
import type { ActivityRepair, ActivityRepairReport } from './activity-repair';
import type { MediaRepair, MediaRepairReport } from './media-repair';
import type { Notifications } from './notifications';
import type { ReconcileReport, Reconciler } from './reconciler';

export interface RepairReport {
  /** Items placed in lists they were missing from, and list heads set again from their items. */
  lists: { placed: number; repaired: number };
  /**
   * The read models of media and highlights against svc-media's; null when no source is configured (MEDIA_URL,
   * INTERNAL_TOKEN); why not when the source could not be read (svc-media away: tried again soon).
   */
  media: MediaRepairReport | RepairFailure | null;
  /** The comments and reactions behind the albums' activity counters against svc-media's; null without a source. */
  activity: ActivityRepairReport | RepairFailure | null;
  /** Album owners and the user directory against identity's users; null without a source (IDENTITY_URL). */
  users: UserRepairCounts | RepairFailure | null;
  counters: ReconcileReport;
  /** Notification list heads repaired, and unread counters set again from the notifications. */
  notifications: { lists: number; unread: number };
  seconds: number;
  /** How long each step took (s): what a slow repair waited for. */
  steps: Record<string, number>;
}

export interface RepairsDeps {
  stores: Pick<AlbumStores, 'media' | 'follows' | 'joinRequests'>;
  mediaRepair: MediaRepair | null;
  activityRepair: ActivityRepair | null;
  /** identity's users, applied through this service's own user.* handlers (a second look `recheckMs` after: repairUsers). */
  users: { directory: UserDirectory; source: UserSource; handlers: HandlerMap; recheckMs?: number } | null;
  reconciler: Reconciler;
  notifications: Pick<Notifications, 'repair'>;
  /** Kicks the outbox relay: the unfollows the list repair tells go out at once, not at its next poll. */
  onEventsWritten: () => void;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * Everything this service keeps from others or counts from its own documents, compared with its source and
 * repaired, without stopping the service (issue 12 "anti-entropy"): lists, then the media read models and the
 * comments and reactions from svc-media, the album owners from identity, then every album's counters from what is held. At start, every
 * REPAIR_INTERVAL_MS, and when asked (POST /internal/repair: `npm run repair -- svc-albums`); see RepairSchedule.
 */
export function albumRepairs(deps: RepairsDeps) {
  const repair = async (): Promise<RepairReport> => {
    const began = Date.now();
    const { stores, users } = deps;
    const steps: Record<string, number> = {};
    const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
      const from = Date.now();
      try {
        return await work();
      } finally {
        steps[step] = (Date.now() - from) / 1000;
      }
    };
    const lists = await timed('lists', async () => {
      const media = await stores.media.repairLists();
      const follows = await stores.follows.repairLists();
      deps.onEventsWritten();
      const requests = await stores.joinRequests.repairLists();
      return { placed: media.placed, repaired: media.repaired.length + follows.length + requests.length };
    });
    const fromSource = deps.mediaRepair && (await timed('media', () => deps.mediaRepair!.run().catch(asFailure)));
    const activity = deps.activityRepair && (await timed('activity', () => deps.activityRepair!.run().catch(asFailure)));
    const fromIdentity = users && (await timed('users', () => repairUsers(users.directory, users.source, users.handlers, users.recheckMs).catch(asFailure)));
    const counters = await timed('counters', () => deps.reconciler.run());
    const notifications = await timed('notifications', () => deps.notifications.repair());
    const report = { lists, media: fromSource, activity, users: fromIdentity, counters, notifications, seconds: (Date.now() - began) / 1000, steps };
    deps.logger.info(report, 'repaired from the sources');
    return report;
  };
  return new RepairSchedule(repair, (report) => firstFailure(report.media, report.activity, report.users), deps.logger, 'albums-repair');
}

export type AlbumRepairs = ReturnType<typeof albumRepairs>;
