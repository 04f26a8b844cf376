import { useCallback, useEffect, useState } from 'react';
import type { Media } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { fetchMyUploads } from '../api/my-uploads.api';

/** SPEC 8 "Toasts": the closest words the catalogue has for a member's uploads that cannot be read. */
export const myUploadsFailed = () => i18n.t('uploads.failed', { ns: 'public' });

interface State {
  albumId: string;
  status: 'loading' | 'failed' | 'ready';
  media: Media[];
  page: number;
  hasMore: boolean;
  total: number;
  /** A further page is on its way: the shown items stay. */
  loadingMore: boolean;
}

const start = (albumId: string): State => ({ albumId, status: 'loading', media: [], page: 0, hasMore: false, total: 0, loadingMore: false });

/**
 * The signed-in member's uploads to an album (pending, approved, rejected). `version` changes after the
 * member uploads, which reads the list again from the first page.
 */
export function useMyUploads(albumId: string, version: number) {
  const [state, setState] = useState<State>(() => start(albumId));
  const [attempt, setAttempt] = useState(0);
  const toast = useToast();

  useEffect(() => {
    let current = true;
    // After an upload the shown list stays until the new one arrives; another album starts afresh.
    setState((prev) => (prev.albumId === albumId && prev.status === 'ready' ? prev : start(albumId)));
    fetchMyUploads(albumId, 1)
      .then((result) => current && setState({ albumId, status: 'ready', ...result, page: 1, loadingMore: false }))
      .catch(() => {
        if (!current) return;
        toast.error(myUploadsFailed());
        setState({ ...start(albumId), status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [albumId, version, attempt, toast]);

  const loadMore = useCallback(async () => {
    const next = state.page + 1;
    setState((prev) => ({ ...prev, loadingMore: true }));
    try {
      const result = await fetchMyUploads(albumId, next);
      // An answer for an album the member has left meanwhile is dropped.
      setState((prev) =>
        prev.albumId !== albumId
          ? prev
          : {
              ...prev,
              media: [...prev.media, ...result.media.filter((m) => !prev.media.some((p) => p.id === m.id))],
              page: next,
              hasMore: result.hasMore,
              total: result.total,
              loadingMore: false,
            },
      );
    } catch {
      toast.error(myUploadsFailed());
      setState((prev) => ({ ...prev, loadingMore: false }));
    }
  }, [albumId, state.page, toast]);

  const shown = state.albumId === albumId ? state : start(albumId);
  return { ...shown, loadMore: () => void loadMore(), retry: () => setAttempt((n) => n + 1) };
}
