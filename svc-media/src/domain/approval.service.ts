import { mediaMessages, type Media, type MediaCounts, type MediaStatus, type UserMedia } from '@abialbum/contracts';
import { ConflictError, isObjectId, type UserDirectory } from '@abialbum/service-kit';
import { mediaEvent } from '../events/media-events';
import type { MediaFilter, MediaRecord, MediaStore } from '../store/media.store';
import type { AlbumAccess } from './album-access';
import { blockedUsers, mediaNotFound } from './media.service';
import { toMediaView, toMediaViews } from './media-view';

export interface Page {
  page: number;
  limit: number;
}

const skip = (page: Page) => ({ skip: (page.page - 1) * page.limit, limit: page.limit });

/** SPEC 7 "Media approval": the owner decides on what members upload; members follow their uploads. */
export function approvalService(deps: { media: MediaStore; access: AlbumAccess; directory: UserDirectory }) {
  const { media, access, directory } = deps;

  async function counts(filter: MediaFilter): Promise<MediaCounts> {
    const [PENDING, APPROVED, REJECTED] = await Promise.all(
      (['pending', 'approved', 'rejected'] as const).map((status) => media.count({ ...filter, statuses: [status] })),
    );
    return { PENDING: PENDING ?? 0, APPROVED: APPROVED ?? 0, REJECTED: REJECTED ?? 0 };
  }

  async function listed(filter: MediaFilter, page: Page, countFilter: MediaFilter) {
    const [{ items, total }, totals] = await Promise.all([media.list(filter, skip(page)), counts(countFilter)]);
    return { media: await toMediaViews(items, directory), counts: totals, total };
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
      return listed({ albumId: album._id, statuses: ['pending'] }, page, { albumId: album._id });
    },

    async manage(albumId: string, userId: string, query: Page & { status?: MediaStatus; uploaderId?: string }) {
      const album = await access.forOwner(albumId, userId);
      const scope: MediaFilter = { albumId: album._id, uploaderId: query.uploaderId };
      return listed({ ...scope, statuses: query.status ? [query.status] : undefined }, query, scope);
    },

    /** Pending (or rejected, if the owner changes their mind) becomes approved; approving twice changes nothing. */
    async approve(albumId: string, mediaId: string, userId: string): Promise<Media> {
      const album = await access.forOwner(albumId, userId);
      const item = await albumItem(album._id, mediaId);
      const updated = await media.change(item.id, approveChange, mediaEvent('media.approved'));
      if (!updated) throw mediaNotFound();
      return toMediaView(updated, directory);
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
      return toMediaView(updated, directory);
    },

    /** Approves those of `mediaIds` that are this album's; others are left out (and counted). */
    async bulkApprove(albumId: string, userId: string, mediaIds: string[]) {
      const album = await access.forOwner(albumId, userId);
      const items = await media.findMany([...new Set(mediaIds.map((id) => id.toLowerCase()))], { albumId: album._id });
      const approved: MediaRecord[] = [];
      for (const item of items) {
        const updated = await media.change(item.id, approveChange, mediaEvent('media.approved'));
        if (updated) approved.push(updated);
      }
      return { media: await toMediaViews(approved, directory), approvedCount: approved.length, notFound: mediaIds.length - items.length };
    },

    /** A member's own uploads, in every state, optionally for one album. */
    async myUploads(userId: string, query: Page & { albumId?: string; status?: MediaStatus }) {
      const scope: MediaFilter = { uploaderId: userId, albumId: query.albumId?.toLowerCase() };
      return listed({ ...scope, statuses: query.status ? [query.status] : undefined }, query, scope);
    },

    /** A user's uploads page: their approved media in albums everyone may see. */
    async userMedia(userId: string, page: Page): Promise<{ media: UserMedia[]; total: number }> {
      if (!isObjectId(userId) || (await directory.isBlocked(userId))) return { media: [], total: 0 };
      const albumIds = await media.distinctAlbums({ uploaderId: userId, statuses: ['approved'] });
      const albums = await access.visibleAlbums(albumIds);
      const { items, total } = await media.list({ uploaderId: userId, statuses: ['approved'], albumIds: [...albums.keys()] }, skip(page));
      const views = await toMediaViews(items, directory);
      return { media: views.map((view) => ({ ...view, albumTitle: albums.get(view.albumId)?.title ?? '' })), total };
    },

    blockedUsers: () => blockedUsers(directory),
  };
}

export type ApprovalService = ReturnType<typeof approvalService>;
