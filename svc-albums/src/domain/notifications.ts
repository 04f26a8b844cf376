import {
  NOTIFICATION_RETENTION_DAYS,
  NOTIFICATIONS_PAGE,
  notificationMessages,
  paginate,
  type Notification,
  type NotificationKind,
  type NotificationPage,
} from '@abialbum/contracts';
import { documentLocks, GroupCommit, lockKey, NotFoundError, OnceAcrossInstances, type UserDirectory } from '@abialbum/service-kit';
import type { AlbumStore, StoredAlbum } from '../store/album.store';
import type { ItemCommenterStore } from '../store/item-commenter.store';
import { sweptDays, takenIn, type Absorbed, type NotificationStore, type StoredNotification } from '../store/notification.store';
import { notificationView } from './notification-text';

export interface NotificationsDeps {
  albums: AlbumStore;
  notifications: NotificationStore;
  directory: UserDirectory;
  /** Who commented on an item (told of later comments): swept with the notifications. */
  commenters: Pick<ItemCommenterStore, 'sweep'>;
  logger?: { warn: (obj: object, msg: string) => void };
}

/** One happening to tell a user of, from one source event. */
export interface Happening {
  userId: string;
  kind: NotificationKind;
  albumId: string;
  mediaId?: string | null;
  mediaType?: string | null;
  /** Who did it; none for an owner's decision told to a requester or an uploader. */
  actorId?: string | null;
  reason?: string | null;
  /** The source event's key (its id): the same one again changes nothing. */
  source: string;
  /** The album as the caller just read it (else `tell` reads it). */
  album?: StoredAlbum | null;
}

export const RETENTION_MS = NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60_000;

/** A happening on its way to its user's notifications, as `tell` read it. */
interface Telling {
  happening: Happening;
  album: StoredAlbum;
  group: string;
  /** What it shows and its source; whether it adds to the count is decided with its group (tellGroup). */
  change: Omit<Absorbed, 'counts'>;
}

/** Kinds about one media item group per item; the others per album. */
const PER_ITEM: ReadonlySet<NotificationKind> = new Set(['comment', 'reply']);

/**
 * A user's notifications (issue 13): told from events (notification-events.ts), grouped while unread (a new
 * happening of the same kind and album, and item for comments, joins the unread notification and its count rises),
 * read in pages of 20 newest first, marked read one by one or all at once, kept 90 days. Every change of a user's
 * notifications runs under that user's lock; `written` listeners (the live streams) hear of each.
 */
export class Notifications {
  private readonly listeners = new Set<(userId: string) => void>();
  private sweepTimer?: NodeJS.Timeout;
  private sweeping: Promise<unknown> = Promise.resolve();
  private sweepOnce?: OnceAcrossInstances;

  /** Each user's happenings, written a batch at a time (tellAll). */
  private readonly telling = new GroupCommit<Telling, boolean | Error>((userId, batch) => this.tellAll(userId, batch));

  constructor(private readonly deps: NotificationsDeps) {}

  /** `listener(userId)` after each change of that user's notifications (a new one, a group grown, one read). */
  onChange(listener: (userId: string) => void): void {
    this.listeners.add(listener);
  }

  private changed(userId: string): void {
    for (const listener of this.listeners) listener(userId);
  }

  private ofUser<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return documentLocks.run(lockKey('notifications', userId), work);
  }

  /** Tells a user of a happening. False when nothing is told: their own doing, a blocked actor, an album gone, a redelivery. */
  async tell(happening: Happening): Promise<boolean> {
    const { albums, directory } = this.deps;
    const actorId = happening.actorId ?? null;
    if (actorId === happening.userId) return false;
    if (actorId && (await directory.isBlocked(actorId))) return false;
    const album = happening.album === undefined ? await albums.findLive(happening.albumId) : happening.album;
    if (!album) return false;
    // Its name and picture as kept for a moment (UserDirectory.getMany): a busy album's followers are told of often.
    const actor = actorId ? ((await directory.getMany([actorId])).get(actorId) ?? null) : null;
    const group = [happening.kind, happening.albumId, PER_ITEM.has(happening.kind) ? (happening.mediaId ?? '') : ''].join(':');
    const change: Telling['change'] = {
      actorId,
      actorName: actor?.name ?? null,
      actorImage: actor?.profileImage ?? null,
      reason: happening.reason ?? null,
      mediaId: happening.mediaId ?? null,
      mediaType: happening.mediaType ?? null,
      source: happening.source,
    };
    const told = await this.telling.submit(happening.userId, { happening, album, group, change });
    if (told instanceof Error) throw told;
    if (told) this.changed(happening.userId);
    return told;
  }

  /**
   * What a user is told at once (the happenings that came while their last ones were written), under their lock: each
   * group's open notification read once and written once, however many of its happenings came (a busy album's
   * followers), as one happening at a time would have left it: the groups written in the order of their last
   * happening, so the one told last is on top. Answers, per happening, whether it was told, or the error of its
   * group's write (another group's failure is not its own).
   */
  private tellAll(userId: string, batch: Telling[]): Promise<Array<boolean | Error>> {
    return this.ofUser(userId, async () => {
      const told: Array<boolean | Error> = batch.map(() => false);
      const lastOf = new Map<string, number>();
      batch.forEach((telling, i) => lastOf.set(telling.group, i));
      for (const group of [...lastOf.keys()].sort((a, b) => lastOf.get(a)! - lastOf.get(b)!)) {
        const ofGroup = batch.map((telling, i) => ({ telling, i })).filter(({ telling }) => telling.group === group);
        try {
          for (const i of await this.tellGroup(userId, group, ofGroup.map(({ telling }) => telling))) told[ofGroup[i]!.i] = true;
        } catch (error) {
          for (const { i } of ofGroup) told[i] = error instanceof Error ? error : new Error(String(error));
        }
      }
      return told;
    });
  }

  /** One group's happenings written at once (its user's lock held); answers the indexes of those told. */
  private async tellGroup(userId: string, group: string, tellings: Telling[]): Promise<number[]> {
    const { notifications } = this.deps;
    const open = await notifications.findOpen(userId, group);
    let held = takenIn(open ?? { actors: [], count: 0, sources: [] }, []);
    const changes: Absorbed[] = [];
    const told: number[] = [];
    tellings.forEach(({ happening, change }, i) => {
      if (held.sources.includes(change.source)) return;
      // The same follower again (unfollowed, then followed) is not one more.
      const counted: Absorbed = { ...change, counts: !(happening.kind === 'follower' && change.actorId && held.actors.includes(change.actorId)) };
      changes.push(counted);
      held = takenIn(held, [counted]);
      told.push(i);
    });
    if (changes.length === 0) return told;
    if (open) {
      await notifications.absorb(open, changes, RETENTION_MS);
      return told;
    }
    const { happening, album } = tellings[0]!;
    // The latest happening shows; the group's actors, count and sources are all of them.
    const { source: _source, counts: _counts, ...shown } = changes[changes.length - 1]!;
    const { actors, count, sources } = held;
    await notifications.insert({ userId, kind: happening.kind, albumId: album.id, albumTitle: album.title, ...shown, actors, count, sources }, group, RETENTION_MS);
    return told;
  }

  async page(userId: string, page: number): Promise<NotificationPage> {
    const { notifications } = this.deps;
    const [{ items, total }, unread] = await Promise.all([notifications.page(userId, (page - 1) * NOTIFICATIONS_PAGE, NOTIFICATIONS_PAGE), notifications.unread(userId)]);
    return { notifications: items.map(notificationView), unread, pagination: paginate(page, NOTIFICATIONS_PAGE, total) };
  }

  unread(userId: string): Promise<number> {
    return this.deps.notifications.unread(userId);
  }

  async markRead(userId: string, id: string): Promise<{ notification: Notification; unread: number }> {
    const { notifications } = this.deps;
    const result = await this.ofUser(userId, async () => {
      const found = /^[a-f0-9]{24}$/i.test(id) ? await notifications.find(userId, id.toLowerCase()) : null;
      if (!found || new Date(found.expiresAt) <= new Date()) throw new NotFoundError(notificationMessages.notFound, 'NOTIFICATION_NOT_FOUND');
      const wasUnread = await notifications.markRead(found);
      return { notification: notificationView({ ...found, read: true, openKey: null }), wasUnread };
    });
    if (result.wasUnread) this.changed(userId);
    return { notification: result.notification, unread: await notifications.unread(userId) };
  }

  async markAllRead(userId: string): Promise<{ unread: number }> {
    await this.ofUser(userId, () => this.deps.notifications.markAllRead(userId));
    this.changed(userId);
    return { unread: 0 };
  }

  /**
   * The notifications changed after `seq` (each change takes a new place at the top of the list), oldest first:
   * what a stream sends, and what a reconnect with Last-Event-ID missed. At most `max` of the newest.
   */
  async since(userId: string, seq: number, max = 100): Promise<StoredNotification[]> {
    const { notifications } = this.deps;
    if ((await notifications.nextSeq(userId)) <= seq + 1) return [];
    const found: StoredNotification[] = [];
    for (let skip = 0; skip < max; skip += NOTIFICATIONS_PAGE) {
      const { items, total } = await notifications.page(userId, skip, NOTIFICATIONS_PAGE);
      const newer = items.filter((item) => item.seq > seq);
      found.push(...newer);
      if (newer.length < items.length || skip + NOTIFICATIONS_PAGE >= total) break;
    }
    return found.slice(0, max).reverse();
  }

  nextSeq(userId: string): Promise<number> {
    return this.deps.notifications.nextSeq(userId);
  }

  /**
   * Removes the notifications whose 90 days are over: by day (an equality each), paced (one at a time), never by a
   * read of the page. Reads leave out any that expired since the last sweep. Answers how many went.
   */
  async sweep(now = new Date()): Promise<number> {
    const { notifications } = this.deps;
    let removed = 0;
    for (const day of sweptDays(now, 0)) {
      for (const doc of await notifications.expiringOn(day)) {
        if (new Date(doc.expiresAt) > now) continue;
        if (await this.ofUser(doc.userId, () => notifications.remove(doc))) {
          removed += 1;
          this.changed(doc.userId);
        }
      }
    }
    return removed;
  }

  /** The sweeps (the notifications, then the commenters without a live comment) now and every `intervalMs` (0: never). */
  startSweep(intervalMs: number): void {
    if (intervalMs <= 0) return;
    // Once across the service's instances: the others skip a round one of them made since it was due.
    this.sweepOnce = new OnceAcrossInstances('notification-sweep', intervalMs / 2);
    const run = () => {
      const both = async () => {
        await this.sweep();
        await this.deps.commenters.sweep();
      };
      this.sweeping = this.sweepOnce!.run(both).catch((err: Error) => this.deps.logger?.warn({ err: err.message }, 'notification sweep failed'));
    };
    run();
    this.sweepTimer = setInterval(run, intervalMs);
    this.sweepTimer.unref();
  }

  /**
   * The lists' heads from the notifications, and each unread counter that differs from its user's unread
   * notifications counted again in the user's lock (a crash between a notification's write and its counter's): part of
   * the service's repair (domain/repairs.ts).
   */
  async repair(): Promise<{ lists: number; unread: number }> {
    const { notifications } = this.deps;
    const lists = (await notifications.repairLists()).length;
    const { held, counted } = await notifications.unreadHeldAndCounted();
    let unread = 0;
    for (const userId of new Set([...held.keys(), ...counted.keys()])) {
      if ((held.get(userId) ?? 0) === (counted.get(userId) ?? 0)) continue;
      if (await this.recountUnread(userId)) unread += 1;
    }
    return { lists, unread };
  }

  /** The user's unread counter counted again from their notifications, in their lock (also OwedRecounts). */
  async recountUnread(userId: string): Promise<boolean> {
    const moved = await this.ofUser(userId, () => this.deps.notifications.recountUnread(userId));
    if (moved) this.changed(userId);
    return moved;
  }

  async stopSweep(): Promise<void> {
    clearInterval(this.sweepTimer);
    this.sweepOnce?.stop();
    await this.sweeping;
  }
}
