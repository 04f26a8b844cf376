import { AsyncLocalStorage } from 'node:async_hooks';
import type { AlbumFiles } from './album-files';
import { albumMessages, FOLLOWERS_PAGE_SIZE, paginate, type Album, type EventEnvelope, type FollowerUser, type Pagination } from '@abialbum/contracts';
import { BadRequestError, GroupCommit, type OutboxRelay, type UserDirectory } from '@abialbum/service-kit';
import { followEvent } from '../events/album-events';
import type { AlbumStore } from '../store/album.store';
import type { FollowChange, FollowOutcome, FollowStore } from '../store/follow.store';
import { albumNotFound, isOwner, requireId, type Viewer } from './access';
import type { Membership } from './membership';
import { albumView } from './views';

export interface FollowingDeps {
  albums: AlbumStore;
  files: AlbumFiles;
  follows: FollowStore;
  directory: UserDirectory;
  membership: Membership;
  onEventsWritten: () => void;
  /** Relays the events of documents written under a lock still held (the outbox relay's `relayHeld`; none: kicked). */
  relayHeld?: OutboxRelay['relayHeld'];
}

export interface FollowState {
  isFollowing: boolean;
  followers: number;
}

/** A follow or an unfollow waiting for its album's next batch, with the events it tells made in its caller's trace. */
interface Pending extends FollowChange {
  events: (followers: number) => EventEnvelope[];
}

/**
 * Following (SPEC 7 "Social"). The follows and unfollows of one album that arrive together are written together
 * (GroupCommit), holding the lock of the album's follows: what the batch reads of them then decides which change
 * anything (each in its order), each user's follow and the lists' heads are written once for all, and their events
 * are published and settled before the lock is let go. Many people following one album at once cost a few writes
 * a batch instead of a dozen each, queued one behind another. The album's counter (what its cards show) is then set
 * to its list's count under the album's own lock (grouped as well).
 */
export class Following {
  private readonly batches = new GroupCommit<Pending, FollowOutcome>((albumId, batch) => this.write(albumId, batch));

  constructor(private readonly deps: FollowingDeps) {}

  async follow(id: string, userId: string): Promise<FollowState> {
    const album = await this.deps.membership.readable(await this.deps.albums.findLive(requireId(id)), { userId, role: 'user' });
    if (album.ownerId === userId) throw new BadRequestError(albumMessages.cannotFollowOwnAlbum, 'CANNOT_FOLLOW_OWN_ALBUM');
    const made = await this.submit(album.id, userId, true);
    if (!made) return { isFollowing: true, followers: album.followers };
    await this.deps.albums.countFollowers(album.id, () => this.deps.follows.count(album.id));
    return { isFollowing: true, followers: made.followers };
  }

  /**
   * Always allowed to a follower while the album exists, even when it turned private or was blocked since. Anyone
   * else has nothing to undo, and the answer (the album's count) is then for those who may read the album only.
   */
  async unfollow(id: string, userId: string): Promise<FollowState> {
    const album = await this.deps.albums.findLive(requireId(id));
    if (!album) throw albumNotFound();
    const undone = await this.submit(album.id, userId, false);
    if (!undone) {
      await this.deps.membership.readable(album, { userId, role: 'user' });
      return { isFollowing: false, followers: album.followers };
    }
    await this.deps.albums.countFollowers(album.id, () => this.deps.follows.count(album.id));
    return { isFollowing: false, followers: undone.followers };
  }

  private submit(albumId: string, userId: string, follow: boolean): Promise<{ followers: number } | null> {
    const type = follow ? 'album.followed' : 'album.unfollowed';
    // Bound to the caller's context: the event carries its request's trace, whichever request's batch writes it.
    const events = AsyncLocalStorage.bind((followers: number) => followEvent(type, albumId, userId, followers));
    return this.batches.submit(albumId, { userId, follow, events });
  }

  /**
   * One batch of an album's follows and unfollows under the lock of its follows, answered once written; their events
   * are relayed after that, the lock still held (the album's next batch gathers meanwhile).
   */
  private write(albumId: string, batch: Pending[]): Promise<FollowOutcome[]> {
    const { follows, relayHeld } = this.deps;
    return new Promise((answer, fail) => {
      follows
        .ofAlbum(albumId, () =>
          follows.changeMany(albumId, batch, {
            eventsFor: (change, followers) => (change as Pending).events(followers),
            answer,
            relay: async (written) => (relayHeld ? relayHeld(follows.outbox.model, written) : written.length === 0),
          }),
        )
        .then((relayed) => {
          if (!relayed) this.deps.onEventsWritten();
        }, fail);
    });
  }

  async count(albumId: string, viewer: Viewer): Promise<number> {
    return (await this.deps.membership.readable(await this.deps.albums.findLive(requireId(albumId)), viewer)).followers;
  }

  async status(albumId: string, viewer: Viewer): Promise<boolean> {
    const album = await this.deps.membership.readable(await this.deps.albums.findLive(requireId(albumId)), viewer);
    if (viewer?.role !== 'user' || isOwner(album, viewer)) return false;
    return this.deps.follows.exists(album.id, viewer.userId);
  }

  /** The albums a user follows that are still there to see, most recently followed first. */
  async followedBy(userId: string): Promise<Album[]> {
    const ids = await this.deps.follows.albumIdsFollowedBy(userId);
    const byId = new Map((await this.deps.albums.findVisibleMany(ids)).map((album) => [album.id, album]));
    return ids.flatMap((id) => {
      const album = byId.get(id);
      return album ? [albumView(album, this.deps.files.of(album))] : [];
    });
  }

  /** A page of an album's followers: whoever may read the album (its public profile lists them). */
  async followers(albumId: string, viewer: Viewer, page: number): Promise<{ users: FollowerUser[]; pagination: Pagination }> {
    const { albums, follows, directory } = this.deps;
    const album = await this.deps.membership.readable(await albums.findLive(requireId(albumId)), viewer);
    const [total, userIds] = await Promise.all([
      follows.count(album.id),
      follows.followerIds(album.id, (page - 1) * FOLLOWERS_PAGE_SIZE, FOLLOWERS_PAGE_SIZE),
    ]);
    const users = await directory.getMany(userIds);
    return {
      users: userIds.map((id) => {
        const user = users.get(id);
        return { id, name: user?.name ?? '', profileImage: user?.profileImage ?? null, city: user?.city ?? null, state: user?.state ?? null, country: user?.country ?? null };
      }),
      pagination: paginate(page, FOLLOWERS_PAGE_SIZE, total),
    };
  }
}
