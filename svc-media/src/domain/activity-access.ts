import { activityMessages } from '@abialbum/contracts';
import { BadRequestError, ForbiddenError, isObjectId, UnauthorizedError, type AuthClaims } from '@abialbum/service-kit';
import type { MediaRecord, MediaStore } from '../store/media.store';
import type { AlbumAccess, AlbumView, Viewer } from './album-access';
import { mediaNotFound } from './media.service';

/** SPEC 8's style for what needs a sign-in ("Please login to send join requests"). */
export const loginRequired = () => new UnauthorizedError(activityMessages.loginToComment, 'LOGIN_REQUIRED');

export interface ActivityTarget {
  item: MediaRecord;
  view: AlbumView;
}

/**
 * Who may read and add comments and reactions (issue 13): whoever may see a media item reads them (its album's
 * rules, as `GET albums/media/{id}`); signed-in users add them to approved items of albums they may see, as the
 * album's setting allows (everyone, members, off; the owner is a member here). Visitors are asked to log in.
 */
export function activityAccess(media: MediaStore, access: AlbumAccess) {
  async function forReading(mediaId: string, viewer: Viewer | undefined): Promise<ActivityTarget> {
    const item = isObjectId(mediaId) ? await media.findLive(mediaId.toLowerCase()) : null;
    if (!item) throw mediaNotFound();
    const view = await access.forViewing(item.albumId, viewer);
    const own = viewer?.userId === item.uploaderId;
    if (!view.isOwner && !own && (item.status !== 'approved' || item.uploaderBlocked)) throw mediaNotFound();
    return { item, view };
  }

  /** The caller as a user who may write (visitors: 401 asking to log in; an admin's token: 403). */
  function writer(auth: AuthClaims | undefined): Viewer {
    if (!auth) throw loginRequired();
    if (auth.role !== 'user') throw new ForbiddenError();
    return { userId: auth.userId };
  }

  return {
    forReading,
    writer,
    async forWriting(mediaId: string, auth: AuthClaims | undefined): Promise<ActivityTarget & { userId: string }> {
      const viewer = writer(auth);
      const target = await forReading(mediaId, viewer);
      if (target.item.status !== 'approved') throw new BadRequestError(activityMessages.notApproved, 'MEDIA_NOT_APPROVED');
      const setting = target.view.album.comments ?? 'everyone';
      if (setting === 'off') throw new ForbiddenError(activityMessages.commentsOff, 'COMMENTS_OFF');
      if (setting === 'members' && !target.view.isOwner && !target.view.isMember) throw new ForbiddenError(activityMessages.membersOnly, 'MEMBERS_ONLY');
      return { ...target, userId: viewer.userId };
    },
  };
}

export type ActivityAccess = ReturnType<typeof activityAccess>;
