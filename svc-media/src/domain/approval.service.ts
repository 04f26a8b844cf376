import { mediaMessages, type Media, type MediaCounts, type MediaStatus, type UserMedia } from '@abialbum/contracts';
import { ConflictError, findByIds, isObjectId, type UserDirectory } from '@abialbum/service-kit';
import type { Model } from 'mongoose';
import { mediaEvent } from '../events/media-events';
import { mediaList, statusLists } from '../store/media-lists';
import type { MediaRecord, MediaStore } from '../store/media.store';
import type { AlbumAccess } from './album-access';
import type { AlbumInfo } from '../store/album-access.store';
import { mediaNotFound } from './media.service';
import type { MediaViews } from './media-view';

export interface Page {
  page: number;
  limit: number;
}

const skip = (page: Page) => ({ skip: (page.page - 1) * page.limit, limit: page.limit });

/** SPEC 7 "Media approval": the owner decides on what members upload; members follow their uploads. */
export function approvalService(deps: { media: MediaStore; access: AlbumAccess; directory: UserDirectory; albums: Model<AlbumInfo>; views: MediaViews }) {
  const { media, access, directory, views } = deps;

  /** The counts of a scope's statuses, from its lists' heads (never by counting documents). */
  async function counts(listOf: (status: MediaStatus) => string): Promise<MediaCounts> {
    const [PENDING = 0, APPROVED = 0, REJECTED = 0] = await media.totals(statusLists(listOf));
    return { PENDING, APPROVED, REJECTED };
  }

  async function listed(list: string, page: Page, listOf: (status: MediaStatus) => string) {
    const [{ items, total }, totals] = await Promise.all([media.page(list, skip(page)), counts(listOf)]);
    return { media: await views.many(items), counts: totals, total };
  }

  async function albumItem(albumId: string, mediaId: string): Promise<MediaRecord> {
    const item = isObjectId(mediaId) ? await media.findLive(mediaId.toLowerCase()) : null;
    if (!item || item.albumId !== albumId) throw mediaNotFound();
    return item;
  }

  const approveChange = (item: MediaRecord) => (item.status === 'approved' ? null : { status: 'approved' as const, rejectionReason: null });

  return {
    async pending(albumId: string, userId: string, page: Page) {
      const album = await access.forOwner(albumId, userId);
      return listed(mediaList.album(album._id, 'pending'), page, (status) => mediaList.album(album._id, status));
    },

    /** The owner's lists: every status or one, of the whole album or of one uploader. */
    async manage(albumId: string, userId: string, query: Page & { status?: MediaStatus; uploaderId?: string }) {
      const album = await access.forOwner(albumId, userId);
      const { uploaderId } = query;
      const listOf = (status?: MediaStatus) => (uploaderId ? mediaList.uploader(uploaderId, album._id, status) : mediaList.album(album._id, status));
      return listed(listOf(query.status), query, listOf);
    },

    /** Pending (or rejected, if the owner changes their mind) becomes approved; approving twice changes nothing. */
    async approve(albumId: string, mediaId: string, userId: string): Promise<Media> {
      const album = await access.forOwner(albumId, userId);
      const item = await albumItem(album._id, mediaId);
      const updated = await media.change(item.id, approveChange, mediaEvent('media.approved'));
      if (!updated) throw mediaNotFound();
      return views.one(updated);
    },

    async reject(albumId: string, mediaId: string, userId: string, rejectionReason: string | null): Promise<Media> {
      const album = await access.forOwner(albumId, userId);
      const item = await albumItem(album._id, mediaId);
      let refused = false;
      const updated = await media.change(
        item.id,
        (current) => {
          if (current.status === 'pending') return { status: 'rejected', rejectionReason };
          refused = current.status !== 'rejected';
          return null;
        },
        mediaEvent('media.rejected'),
      );
      if (!updated) throw mediaNotFound();
      if (refused) throw new ConflictError(mediaMessages.onlyPendingRejected, 'NOT_PENDING');
      return views.one(updated);
    },

    /** Approves those of `mediaIds` that are this album's; others are left out (and counted). */
    async bulkApprove(albumId: string, userId: string, mediaIds: string[]) {
      const album = await access.forOwner(albumId, userId);
      const items = (await media.findMany([...new Set(mediaIds.map((id) => id.toLowerCase()))])).filter((item) => item.albumId === album._id);
      const approved: MediaRecord[] = [];
      for (const item of items) {
        const updated = await media.change(item.id, approveChange, mediaEvent('media.approved'));
        if (updated) approved.push(updated);
      }
      return { media: await views.many(approved), approvedCount: approved.length, notFound: mediaIds.length - items.length };
    },

    /** A member's own uploads, in every state, optionally for one album. */
    async myUploads(userId: string, query: Page & { albumId?: string; status?: MediaStatus }) {
      const albumId = query.albumId?.toLowerCase();
      const listOf = (status?: MediaStatus) => mediaList.uploader(userId, albumId, status);
      return listed(listOf(query.status), query, listOf);
    },

    /**
     * A user's uploads page: their approved media in albums everyone may see (the list holds those of public,
     * unblocked albums; an album whose owner is blocked is left out of the page as it is read).
     */
    async userMedia(userId: string, page: Page): Promise<{ media: UserMedia[]; total: number }> {
      if (!isObjectId(userId) || (await directory.isBlocked(userId))) return { media: [], total: 0 };
      const { items, total } = await media.page(mediaList.userPublic(userId.toLowerCase()), skip(page));
      const albums = await findByIds<AlbumInfo>(deps.albums as unknown as Model<never>, items.map((item) => item.albumId));
      const shown: MediaRecord[] = [];
      for (const item of items) {
        const album = albums.get(item.albumId);
        // The album as held now too: one turned private or blocked a moment ago, its items not moved yet, is left out.
        const open = album && !album.deleted && album.isPublic && !album.isBlocked;
        if (open && !(await directory.isBlocked(album.ownerId))) shown.push(item);
      }
      const shownViews = await views.many(shown);
      return { media: shownViews.map((view) => ({ ...view, albumTitle: albums.get(view.albumId)?.title ?? '' })), total: total - (items.length - shown.length) };
    },
  };
}

export type ApprovalService = ReturnType<typeof approvalService>;
