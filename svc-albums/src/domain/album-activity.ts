import type { CommentEventData, ReactionEventData } from '@abialbum/contracts';
import { documentLocks, lockKey } from '@abialbum/service-kit';
import type { AlbumActivityStore } from '../store/album-activity.store';
import type { AlbumMediaStore } from '../store/album-media.store';
import type { AlbumStore } from '../store/album.store';

export interface AlbumActivityDeps {
  albums: AlbumStore;
  media: AlbumMediaStore;
  activity: AlbumActivityStore;
}

/**
 * Each album's comment and reaction counters (SPEC 2 "Admin dashboard": the admin's album cards) from svc-media's
 * comment.created, comment.deleted and reaction.changed events. Each comment and each user's reaction to an item is
 * kept in a small document of its own, and the album's counters move by what an event changed there: a duplicate, a
 * late comment.created after its comment.deleted, or an older reaction revision moves nothing. The counts the events
 * carry are the item's (its blocked users' left out) and have no order across an item's comments, so they are not
 * what is kept: counted here are all live comments and reactions on live media, blocked users' too, as the admin's
 * Total Comments and Total Reactions count them (svc-content).
 */
export class AlbumActivity {
  constructor(private readonly deps: AlbumActivityDeps) {}

  /** comment.created / comment.deleted. False when the album is gone here: nothing of it is kept. */
  commentChanged(data: CommentEventData, deleted: boolean): Promise<boolean> {
    const albumId = data.albumId.toLowerCase();
    const mediaId = data.mediaId.toLowerCase();
    return this.onItem(mediaId, async () => {
      if (!(await this.deps.albums.findLive(albumId))) return false;
      // A comment on a deleted item is gone with it: kept as deleted, so it never counts.
      const gone = deleted || (await this.itemGone(mediaId));
      await this.inAlbum(albumId, async () => {
        const step = await this.deps.activity.putComment({ _id: data.commentId.toLowerCase(), albumId, mediaId }, gone);
        await this.deps.albums.moveActivity(albumId, { comments: step });
      });
      return true;
    });
  }

  /** reaction.changed: the newest revision of a user's reaction to an item decides whether it counts. */
  reactionChanged(data: ReactionEventData): Promise<boolean> {
    const albumId = data.albumId.toLowerCase();
    const mediaId = data.mediaId.toLowerCase();
    return this.onItem(mediaId, async () => {
      if (!(await this.deps.albums.findLive(albumId))) return false;
      const kind = (await this.itemGone(mediaId)) ? null : data.kind;
      const _id = `${mediaId}:${data.userId.toLowerCase()}`;
      await this.inAlbum(albumId, async () => {
        const step = await this.deps.activity.putReaction({ _id, albumId, mediaId, kind, revision: data.revision });
        await this.deps.albums.moveActivity(albumId, { reactions: step });
      });
      return true;
    });
  }

  /**
   * media.deleted: the item's comments and reactions go with it (svc-media deletes them without events), out of the
   * album's counters in one write. A repeated media.deleted finds none left to take.
   */
  mediaDeleted(albumIdOfItem: string, mediaIdOfItem: string): Promise<void> {
    const albumId = albumIdOfItem.toLowerCase();
    const mediaId = mediaIdOfItem.toLowerCase();
    return this.onItem(mediaId, () =>
      this.inAlbum(albumId, async () => {
        const removed = await this.deps.activity.removeForMedia(mediaId);
        await this.deps.albums.moveActivity(albumId, { comments: -removed.comments, reactions: -removed.reactions });
      }),
    );
  }

  /** A reaction svc-media no longer has (its item deleted, the media.deleted lost): out of its album's counter. */
  async reactionGone(reactionId: string): Promise<boolean> {
    const held = await this.deps.activity.reactionOf(reactionId);
    if (!held) return false;
    return this.onItem(held.mediaId, () =>
      this.inAlbum(held.albumId, async () => {
        const albumId = await this.deps.activity.takeBackReaction(reactionId);
        if (albumId) await this.deps.albums.moveActivity(albumId, { reactions: -1 });
        return albumId !== null;
      }),
    );
  }

  /**
   * Every album's counters set again from the documents held (the reconciliation, after a crash between a
   * document's write and its album's). Answers how many albums were off.
   */
  async recount(albums: Array<{ id: string; activity: { comments: number; reactions: number } }>): Promise<number> {
    const counted = await this.deps.activity.countsByAlbum();
    let repaired = 0;
    for (const album of albums) {
      const held = counted.get(album.id) ?? { comments: 0, reactions: 0 };
      if (held.comments === album.activity.comments && held.reactions === album.activity.reactions) continue;
      // The snapshot may be stale: count the album again within its lock, where no event moves it.
      await this.inAlbum(album.id, async () => this.deps.albums.setActivity(album.id, await this.deps.activity.countOf(album.id)));
      repaired += 1;
    }
    return repaired;
  }

  private async itemGone(mediaId: string): Promise<boolean> {
    return Boolean((await this.deps.media.get(mediaId))?.deleted);
  }

  /**
   * A document's write and its album's counter move together under the album's lock (re-entrant), so a recount
   * never sees one without the other in this process.
   */
  private inAlbum<T>(albumId: string, work: () => Promise<T>): Promise<T> {
    return this.deps.albums.exclusive(albumId, async () => {
      try {
        return await work();
      } catch (error) {
        // Perhaps after some of its documents were written (a media.deleted's removals): counted again from them.
        this.deps.albums.counterMissed(albumId);
        throw error;
      }
    });
  }

  /** One change of an item's activity at a time in this process (an event against the item's media.deleted). */
  private onItem<T>(mediaId: string, work: () => Promise<T>): Promise<T> {
    return documentLocks.run(lockKey('album_activity_items', mediaId), work);
  }
}
