import { AttemptStore, OwedRecounts, type AttemptLimitSettings, type OutboxSource, type FileLinks, type Logger, type UserDirectory, type UserSource } from '@abialbum/service-kit';
import type { Connection, Model } from 'mongoose';
import { AlbumFiles } from './domain/album-files';
import { AdminAlbums } from './domain/admin-albums';
import { AlbumActivity } from './domain/album-activity';
import { AlbumMedia } from './domain/album-media';
import { Albums } from './domain/albums';
import { Following } from './domain/following';
import { JoinRequestReads } from './domain/join-request-reads';
import { JoinRequests } from './domain/join-requests';
import { Membership } from './domain/membership';
import { Owners } from './domain/owners';
import { PublicReads } from './domain/public-reads';
import { ActivityRepair, type ActivityRepairDeps } from './domain/activity-repair';
import { MediaRepair, type MediaRepairDeps } from './domain/media-repair';
import { Reconciler } from './domain/reconciler';
import { albumRepairs, type AlbumRepairs } from './domain/repairs';
import { Sections } from './domain/sections';
import { SectionsPreview } from './domain/sections-preview';
import { ShareLinks } from './domain/share-links';
import { ViewCounter } from './domain/view-counter';
import { AlbumCatalogue } from './domain/album-catalogue';
import { eventHandlers } from './events/consumers';
import { notificationHandlers, type NotificationHandlers } from './events/notification-events';
import { Notifications } from './domain/notifications';
import { NotificationStreams } from './live/notification-streams';
import { ItemCommenterStore } from './store/item-commenter.store';
import { NotificationStore } from './store/notification.store';
import { AlbumActivityStore } from './store/album-activity.store';
import { AlbumHighlightStore } from './store/album-highlight.store';
import { AlbumMediaStore } from './store/album-media.store';
import { AlbumStore } from './store/album.store';
import { FollowStore } from './store/follow.store';
import { JoinRequestStore } from './store/join-request.store';
import { SectionStore } from './store/section.store';
import { ShareLinkStore } from './store/share-link.store';
import { UserContactStore } from './store/user-contact.store';

/** Follower lists owed a recount, kept one by one up to this many (OwedRecounts: past it, everything once). */
const OWED_FOLLOW_LISTS_MAX = 10_000;

export interface AlbumStores {
  albums: AlbumStore;
  sections: SectionStore;
  follows: FollowStore;
  joinRequests: JoinRequestStore;
  media: AlbumMediaStore;
  highlights: AlbumHighlightStore;
  contacts: UserContactStore;
  /** Comments and reactions heard of (svc-media's events), behind each album's activity counters. */
  activity: AlbumActivityStore;
  /** Each user's notifications and unread count. */
  notifications: NotificationStore;
  /** Who commented on each media item (told of the comments others add after). */
  commenters: ItemCommenterStore;
  /** Share links (issue 27 item 2) and the wrong passwords given to them. */
  shareLinks: ShareLinkStore;
  attempts: AttemptStore;
}

export interface AlbumServices {
  stores: AlbumStores;
  directory: UserDirectory;
  owners: Owners;
  membership: Membership;
  albums: Albums;
  sections: Sections;
  following: Following;
  joinRequests: JoinRequests;
  joinRequestReads: JoinRequestReads;
  albumMedia: AlbumMedia;
  /** Each album's comment and reaction counters, from svc-media's comment and reaction events. */
  albumActivity: AlbumActivity;
  previews: SectionsPreview;
  publicReads: PublicReads;
  adminAlbums: AdminAlbums;
  reconciler: Reconciler;
  /** Counters whose move failed after the write it counts, counted again every second (started by index.ts). */
  owed: { albums: OwedRecounts; unread: OwedRecounts; followLists: OwedRecounts };
  /** Lists, the media read model (from svc-media, when `mediaSource` is given) and counters repaired. */
  repairs: AlbumRepairs;
  /** Profile views counted in memory, written in batches (started and stopped by index.ts). */
  views: ViewCounter;
  /** Share links: made, listed, revoked and replaced by their owner; opened by visitors. */
  shareLinks: ShareLinks;
  /** Share links' opens counted in memory, written in batches (started and stopped by index.ts). */
  opens: ViewCounter;
  /** Every live album in memory: search, most followed, the admin's list (started and stopped by index.ts). */
  catalogue: AlbumCatalogue;
  /** Each user's notifications: told from events, read, marked read, swept after 90 days (started by index.ts). */
  notifications: Notifications;
  /** Who is told what, from which event (events/consumers.ts). */
  notify: NotificationHandlers;
  /** The live notification streams held by this instance. */
  streams: NotificationStreams;
  /** What the outbox relay publishes from. */
  outboxModels: OutboxSource[];
}

/**
 * Stores and use cases over one connection, wired by hand. `onEventsWritten` runs after a write that put
 * events in an outbox (index.ts passes the relay's kick, for low latency). `links`: signs the links to the files of albums
 * not everyone may see (FILE_LINK_SECRET). `profileCacheMs`: how long a public
 * profile is kept (PublicReads; 0 keeps none). `mediaSources`: svc-media's exports, the sources of the media read models;
 * `activitySources`: its comments and reactions (the albums' activity counters); `userSource`: identity's.
 */
export async function createServices(
  connection: Connection,
  directory: UserDirectory,
  onEventsWrittenOrNone: (() => void) | undefined,
  logger: Pick<Logger, 'info' | 'warn'> | undefined,
  options: {
    links: FileLinks;
    profileCacheMs?: number;
    /** How many follows and unfollows are made at once here (FOLLOWS_AT_ONCE; Following). */
    followsAtOnce?: number;
    mediaSources?: MediaRepairDeps['sources'];
    activitySources?: ActivityRepairDeps['sources'];
    /** The repairs from svc-media look again at their differences this long after (REPAIR_RECHECK_MS). */
    repairRecheckMs?: number;
    userSource?: UserSource;
    /** The live streams' heart-beat (tests shorten it). */
    heartbeatMs?: number;
    /** Over the defaults: a share link's wrong passwords (tests make them smaller). */
    attemptLimits?: AttemptLimitSettings;
  },
): Promise<AlbumServices> {
  const onEventsWritten = onEventsWrittenOrNone ?? (() => undefined);
  const files = new AlbumFiles(options.links);
  const stores: AlbumStores = {
    albums: new AlbumStore(connection),
    sections: new SectionStore(connection),
    follows: new FollowStore(connection),
    joinRequests: new JoinRequestStore(connection),
    media: new AlbumMediaStore(connection),
    highlights: new AlbumHighlightStore(connection),
    contacts: new UserContactStore(connection),
    activity: new AlbumActivityStore(connection),
    notifications: new NotificationStore(connection),
    commenters: new ItemCommenterStore(connection),
    shareLinks: new ShareLinkStore(connection),
    attempts: new AttemptStore(connection),
  };
  // Unique indexes must exist before the first write relies on them.
  await Promise.all([stores.albums.model.init(), stores.sections.model.init(), stores.follows.model.init(), stores.follows.ends.init(), stores.follows.endsTold.init(), stores.joinRequests.model.init(), stores.shareLinks.model.init()]);
  const owners = new Owners({ directory, albums: stores.albums, contacts: stores.contacts, joinRequests: stores.joinRequests });
  const membership = new Membership(stores);
  const previews = new SectionsPreview({ ...stores, logger });
  const albumMedia = new AlbumMedia({ ...stores, previews, directory });
  const albumActivity = new AlbumActivity(stores);
  const views = new ViewCounter((albumId, count, mustWrite) => stores.albums.addViews(albumId, count, mustWrite), logger);
  const catalogue = new AlbumCatalogue(stores.albums, logger);
  const opens: ViewCounter = new ViewCounter((linkId, count): Promise<void> => shareLinks.addOpens(linkId, count), logger);
  const shareLinks = new ShareLinks({ ...stores, opens, links: options.links, logger, attemptLimits: options.attemptLimits });
  const publicReads = new PublicReads({ ...stores, membership, previews, views, catalogue, files }, { profileCacheMs: options.profileCacheMs ?? 1_000 });
  const following = new Following({ ...stores, files, directory, membership, onEventsWritten }, options.followsAtOnce);
  stores.albums.changed = async (albumId, change) => {
    publicReads.changed(albumId, change);
    following.changed(albumId, change);
    await catalogue.changed(albumId, change);
  };
  await catalogue.rebuild();
  const reconciler = new Reconciler({ ...stores, albumMedia, albumActivity, previews });
  const owedAlbums = new OwedRecounts('album counters', (albumId) => reconciler.recountAlbum(albumId), logger);
  stores.albums.counterMissed = (albumId) => owedAlbums.owe(albumId);
  // An unfollow that failed after deleting its follow: the lists' heads counted again, then the album's counter.
  const owedFollowLists = new OwedRecounts(
    'follower lists',
    async (key) => {
      const [albumId = '', userId = ''] = key.split(' ');
      if ((await stores.follows.repairListsOf(albumId, userId)) === 'busy') throw new Error('a follower list differs while it is written: counted again soon');
      await reconciler.recountAlbum(albumId);
    },
    logger,
    // One per unfollow that failed between its delete and its lists (a long outage): past this many, the lists and
    // the counters are all counted again, once.
    {
      max: OWED_FOLLOW_LISTS_MAX,
      recount: async () => {
        await stores.follows.repairLists();
        await reconciler.run();
      },
    },
  );
  stores.follows.listsMissed = (albumId, userId) => owedFollowLists.owe(`${albumId} ${userId}`);
  // A media list set right after a write that failed part way (a database outage): its album's counts and covers again.
  stores.media.lists.onSetRight = async (lists) => {
    const albumIds = new Set<string>();
    for (const list of lists) {
      const [type = '', key = ''] = list.split(':');
      if (type !== 'sectionShown') albumIds.add(key);
      else {
        const section = await stores.sections.findLive(key);
        if (section) albumIds.add(section.albumId);
      }
    }
    for (const albumId of albumIds) if (await stores.albums.findLive(albumId)) await albumMedia.refreshAll(albumId);
  };
  const recheckMs = options.repairRecheckMs;
  const mediaRepair = options.mediaSources ? new MediaRepair({ ...stores, albumMedia, sources: options.mediaSources, recheckMs }) : null;
  const activityRepair = options.activitySources ? new ActivityRepair({ ...stores, albumActivity, sources: options.activitySources, recheckMs }) : null;
  const silent = { info: () => undefined, warn: () => undefined };
  const notifications = new Notifications({ albums: stores.albums, notifications: stores.notifications, directory, commenters: stores.commenters, logger });
  const streams = new NotificationStreams(notifications, options.heartbeatMs, directory.isBlocked);
  notifications.onChange((userId) => streams.poke(userId));
  const owedUnread = new OwedRecounts('unread counters', async (userId) => void (await notifications.recountUnread(userId)), logger);
  stores.notifications.unreadMissed = (userId) => owedUnread.owe(userId);
  // The handlers the broker's user.* events go through (events/consumers.ts), for the repair from identity.
  const userHandlers = eventHandlers({ owners, albumMedia, albumActivity });
  return {
    stores,
    directory,
    owners,
    membership,
    albums: new Albums({ ...stores, files, owners, membership, onEventsWritten }),
    sections: new Sections({ ...stores, files, membership, previews, onEventsWritten }),
    following,
    joinRequests: new JoinRequests({ ...stores, owners, onEventsWritten }),
    joinRequestReads: new JoinRequestReads({ ...stores, files, directory }),
    albumMedia,
    albumActivity,
    previews,
    views,
    shareLinks,
    opens,
    catalogue,
    publicReads,
    adminAlbums: new AdminAlbums({ ...stores, files, catalogue, onEventsWritten }),
    reconciler,
    owed: { albums: owedAlbums, unread: owedUnread, followLists: owedFollowLists },
    repairs: albumRepairs({
      stores,
      mediaRepair,
      activityRepair,
      users: options.userSource ? { directory, source: options.userSource, handlers: userHandlers, recheckMs } : null,
      reconciler,
      notifications,
      onEventsWritten,
      logger: logger ?? silent,
    }),
    notifications,
    notify: notificationHandlers({ notifications, albumOf: (albumId) => following.recently(albumId), media: stores.media, commenters: stores.commenters }),
    streams,
    outboxModels: [
      ...([stores.albums.model, stores.sections.model, stores.joinRequests.model] as unknown as Model<never>[]),
      // Follows and their ends are written by their insert and their delete alone (FollowStore): the relay's settle is
      // their only update once their events are pending, which two relays make alike and which a delete before it
      // leaves deleted. So it takes no lock: a lease per document would cost two database calls, and one lock for them
      // all settled a busy album's follows one after the other, far slower than its followers follow and unfollow.
      // A told unfollow's end is remembered before it is removed (FollowStore.rememberTold).
      { model: stores.follows.model as unknown as Model<never>, lockOf: () => null },
      { model: stores.follows.ends as unknown as Model<never>, lockOf: () => null, beforeRemove: (ids) => stores.follows.rememberTold(ids) },
    ],
  };
}
