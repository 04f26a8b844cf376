import { useCallback, useEffect, useState } from 'react';
import type { AlbumComment } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { failureText } from '../../../lib/failure';
import { deleteComment, fetchAlbumComments } from '../api/activity.api';

export type ActivityList =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; comments: AlbumComment[]; totalPages: number; totalItems: number };

export interface AlbumActivityState {
  list: ActivityList;
  page: number;
  setPage(page: number): void;
  reload(): void;
  deleting: boolean;
  /** Deletes a comment; answers whether it went. */
  remove(comment: AlbumComment): Promise<boolean>;
}

/** The Activity tab's list: one page at a time (Previous/Next), read again after a deletion. */
export function useAlbumActivity(albumId: string): AlbumActivityState {
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ActivityList>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const toast = useToast();

  useEffect(() => {
    let current = true;
    setList({ status: 'loading' });
    fetchAlbumComments(albumId, page)
      .then((data) => {
        if (!current) return;
        // The last page emptied (its comments deleted meanwhile): the one before it.
        if (data.comments.length === 0 && page > 1) return setPage((p) => Math.max(1, p - 1));
        setList({ status: 'ready', comments: data.comments, totalPages: data.pagination.totalPages, totalItems: data.pagination.totalItems });
      })
      .catch((err: unknown) => {
        if (!current) return;
        toast.error(failureText(err, i18n.t('activity.fetchFailed', { ns: 'owner' })));
        setList({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [albumId, page, version, toast]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const remove = async (comment: AlbumComment): Promise<boolean> => {
    setDeleting(true);
    try {
      await deleteComment(comment.id);
      toast.success(i18n.t('activity.deleted', { ns: 'owner' }));
      reload();
      return true;
    } catch (err) {
      toast.error(failureText(err, i18n.t('activity.deleteFailed', { ns: 'owner' })));
      return false;
    } finally {
      setDeleting(false);
    }
  };

  return { list, page, setPage, reload, deleting, remove };
}
