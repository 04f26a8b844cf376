import { useCallback, useEffect, useState } from 'react';
import type { UserMedia } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { fetchUserUploads } from '../api/user-uploads.api';

interface UploadsState {
  userId: string;
  media: UserMedia[];
  page: number;
  hasMore: boolean;
  loading: boolean;
  /** The first page could not be read: the page offers to try again rather than claim there is nothing. */
  failed: boolean;
}

/** A user's uploads, page by page; a toast when they cannot be read. */
export function useUserUploads(userId: string) {
  const [state, setState] = useState<UploadsState>({ userId, media: [], page: 0, hasMore: false, loading: true, failed: false });
  const toast = useToast();

  const load = useCallback(
    async (page: number, isCurrent: () => boolean = () => true) => {
      setState((prev) =>
        prev.userId === userId ? { ...prev, loading: true, failed: false } : { userId, media: [], page: 0, hasMore: false, loading: true, failed: false },
      );
      try {
        const result = await fetchUserUploads(userId, page);
        if (!isCurrent()) return;
        setState((prev) => ({
          userId,
          media: page === 1 ? result.media : [...prev.media, ...result.media.filter((m) => !prev.media.some((p) => p.id === m.id))],
          page,
          hasMore: result.hasMore,
          loading: false,
          failed: false,
        }));
      } catch {
        if (!isCurrent()) return;
        toast.error(i18n.t('uploads.failed', { ns: 'public' }));
        setState((prev) => ({ ...prev, loading: false, failed: page === 1 }));
      }
    },
    [userId, toast],
  );

  useEffect(() => {
    let current = true;
    void load(1, () => current);
    return () => {
      current = false;
    };
  }, [load]);

  const current = state.userId === userId ? state : { media: [], page: 0, hasMore: false, loading: true, failed: false };
  return {
    media: current.media,
    loading: current.loading,
    failed: current.failed,
    hasMore: current.hasMore,
    loadMore: () => void load(current.page + 1),
    retry: () => void load(1),
  };
}
