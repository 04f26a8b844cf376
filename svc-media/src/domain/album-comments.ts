import { COMMENTS_PAGE, type AlbumComment, type Comment } from '@abialbum/contracts';
import type { AuthClaims } from '@abialbum/service-kit';
import type { CommentRecord, CommentStore } from '../store/comment.store';
import type { MediaStore } from '../store/media.store';
import { loginRequired } from './activity-access';
import type { AlbumAccess } from './album-access';
import type { FileSharing } from './file-sharing';

export interface AlbumCommentsDeps {
  comments: CommentStore;
  media: MediaStore;
  access: AlbumAccess;
  sharing: FileSharing;
  views(records: CommentRecord[]): Promise<Comment[]>;
}

/**
 * An album's latest comments, newest first (the owner's Activity tab, issue 13): its owner and admins only. A page is
 * a page of the album's comment list (a bucket or two), the users it names and its media items by id: about
 * a page of reads, whatever the number of comments.
 */
export function albumComments(deps: AlbumCommentsDeps) {
  const { comments, media, access, sharing } = deps;
  return {
    async page(albumId: string, auth: AuthClaims | undefined, page: number): Promise<{ comments: AlbumComment[]; total: number }> {
      if (!auth) throw loginRequired();
      const album = auth.role === 'admin' ? await access.find(albumId) : await access.forOwner(albumId, auth.userId);
      const { items, total } = await comments.albumPage(album._id, { skip: (page - 1) * COMMENTS_PAGE, limit: COMMENTS_PAGE });
      const records = await media.findMany([...new Set(items.map((comment) => comment.mediaId))]);
      const [views, linkers] = await Promise.all([deps.views(items), sharing.mediaLinkers(records)]);
      const byId = new Map(records.map((record) => [record.id, record]));
      return {
        comments: views.map((view) => {
          const item = byId.get(view.mediaId);
          const link = item && linkers.get(item.id);
          if (!item || !link) return { ...view, media: null };
          const { id, type, placeholder, caption } = item;
          return { ...view, media: { id, type, url: link(item.url), thumbnailUrl: link(item.thumbnailUrl), placeholder, caption } };
        }),
        total,
      };
    },
  };
}

export type AlbumComments = ReturnType<typeof albumComments>;
