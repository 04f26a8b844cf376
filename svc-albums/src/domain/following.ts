import pLimit from 'p-limit';
import type { AlbumFiles } from './album-files';
import { albumMessages, FOLLOWERS_PAGE_SIZE, paginate, type Album, type FollowerUser, type Pagination } from '@abialbum/contracts';
import { BadRequestError, ShortCache, type UserDirectory } from '@abialbum/service-kit';
import { followEvent } from '../events/album-events';
import type { AlbumChange, AlbumStore, StoredAlbum } from '../store/album.store';
import type { FollowStore } from '../store/follow.store';
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
}

/**
 * How many follows and unfollows one instance makes at once (FOLLOWS_AT_ONCE): the others wait their turn, first come
 * first served. A made unfollow is four database steps in a row; with every write of a hot album in the engine at once,
 * each step waited behind all the newer ones, and its p99 was 2-3 times its median. Waiting once, at the door, the
 * hot album's follow/unfollow p99 came down by about a fifth at two instances (bench instances-cost, README). Fewer
 * at once (16) group fewer head writes and cost more commands per call: throughput fell by a fifth.
 */
export const DEFAULT_FOLLOWS_AT_ONCE = 24;

/** How long a follow may go by an album as read before (see Following.recent). */
const ALBUM_KEPT_MS = 500;

export interface FollowState {
  isFollowing: boolean;
  followers: number;
}

/**
 * Following (SPEC 7 "Social"). A follow is made or undone, with its event in the same write, by the database alone:
 * the unique index decides a follow, the delete's count an unfollow (FollowStore), whatever instance each comes
 * through, with no lock of the user's follow. The count is the album's list of followers. The album's counter (what
 * its cards show) is then set to that count under the album's lock, grouped (GroupCommit): follows of one album by
 * many people at once do not wait on each other; a follow's last write and that counter's run side by side. A follow
 * refused by the index moved nothing.
 */
export class Following {
  /**
   * Albums as a follow or an unfollow read them a moment ago: a hot album's follows read it once in a while, not
   * once each. Forgotten at once when the album changes here, and within about a second when another instance
   * changes it (its hint: live/instance-memory.ts), as every copy an instance keeps; its follower counter is kept current.
   */
  private readonly recent = new ShortCache<StoredAlbum>({ ttlMs: ALBUM_KEPT_MS, max: 1_000, refreshAhead: true });

  /**
   * The follow or the unfollow of one user and album under way here, by `${albumId}:${userId}`: the same call of that
   * user while it is under way (from another tab, a retry) takes its answer instead of repeating its writes, or makes
   * its own if that one fails. A call of the other kind takes its place, so a follow that comes after an unfollow
   * never takes an answer older than it.
   */
  private readonly underway = new Map<string, { kind: 'follow' | 'unfollow'; answer: Promise<FollowState> }>();

  /** Whose turn it is to be made (DEFAULT_FOLLOWS_AT_ONCE); a call joined to one under way (`once`) takes no turn. */
  private readonly turns: pLimit.Limit;

  constructor(
    private readonly deps: FollowingDeps,
    followsAtOnce = DEFAULT_FOLLOWS_AT_ONCE,
  ) {
    this.turns = pLimit(followsAtOnce);
  }

  private once(kind: 'follow' | 'unfollow', albumId: string, userId: string, call: () => Promise<FollowState>): Promise<FollowState> {
    const key = `${albumId}:${userId}`;
    const current = this.underway.get(key);
    if (current?.kind === kind) return current.answer.catch(() => this.turns(call));
    const answer = this.turns(call).finally(() => {
      if (this.underway.get(key)?.answer === answer) this.underway.delete(key);
    });
    this.underway.set(key, { kind, answer });
    return answer;
  }

  /** Told of every write of an album (AlbumStore.changed), this instance's and, through their hints, the others'. */
  changed(albumId: string, change: AlbumChange): void {
    if (typeof change === 'string') {
      this.recent.forget(albumId);
      return;
    }
    const { followers } = change;
    if (followers !== undefined) this.recent.patch(albumId, (album) => (album.followers = followers));
  }

  /**
   * The album as read a moment ago (`recent`), or null when it is gone: also the album the notifications tell of (a
   * busy album's followers, uploads and comments are told of with one read of it in a while).
   */
  recently(albumId: string): Promise<StoredAlbum | null> {
    return this.recent.through(albumId, () => this.deps.albums.findLive(albumId));
  }

  async follow(id: string, userId: string): Promise<FollowState> {
    const albumId = requireId(id);
    return this.once('follow', albumId, userId, () => this.makeFollow(albumId, userId));
  }

  private async makeFollow(albumId: string, userId: string): Promise<FollowState> {
    const { follows } = this.deps;
    const album = await this.deps.membership.readable(await this.recently(albumId), { userId, role: 'user' });
    if (album.ownerId === userId) throw new BadRequestError(albumMessages.cannotFollowOwnAlbum, 'CANNOT_FOLLOW_OWN_ALBUM');
    const made = await follows.add(albumId, userId, (count) => followEvent('album.followed', albumId, userId, count), () => this.recount(albumId)).catch(async (err: unknown) => {
      // Its lists may have moved before it failed (and back): the counter is set from them again.
      await this.recount(albumId).catch(() => undefined);
      throw err;
    });
    if (!made.made) {
      if (made.listsMoved) await this.recount(albumId);
      return { isFollowing: true, followers: album.followers };
    }
    this.deps.onEventsWritten();
    await made.recounted;
    return { isFollowing: true, followers: made.followers };
  }

  /**
   * Always allowed to a follower while the album exists, even when it turned private or was blocked since. Anyone
   * else has nothing to undo, and the answer (the album's count) is then for those who may read the album only.
   */
  async unfollow(id: string, userId: string): Promise<FollowState> {
    const albumId = requireId(id);
    return this.once('unfollow', albumId, userId, () => this.undoFollow(albumId, userId));
  }

  private async undoFollow(albumId: string, userId: string): Promise<FollowState> {
    const { follows } = this.deps;
    const album = await this.recently(albumId);
    if (!album) throw albumNotFound();
    const undone = await follows.remove(albumId, userId, (count) => followEvent('album.unfollowed', albumId, userId, count), () => this.recount(albumId));
    if (!undone) {
      await this.deps.membership.readable(album, { userId, role: 'user' });
      return { isFollowing: false, followers: album.followers };
    }
    // Its event goes out now; its answer waits for its counter (one that fails is owed, and the answer a 5xx).
    this.deps.onEventsWritten();
    await undone.recounted;
    return { isFollowing: false, followers: undone.followers };
  }

  /**
   * The album's follower counter set to its list's count, after every move of the list (grouped: AlbumStore; the
   * list's total is read without the database while this instance still holds its head: PagedLists.totals).
   */
  private recount(albumId: string): Promise<void> {
    return this.deps.albums.countFollowers(albumId, () => this.deps.follows.count(albumId));
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
