import { useCallback, useEffect, useRef, useState } from 'react';
import type { Media } from '@abialbum/contracts';
import { useToast } from '@abialbum/web-kit';
import { fetchAlbumMedia, type MediaScope } from '../api/media.api';

interface MediaListState {
  /** Whose list this is ('albumId/sectionId'), so a stale answer never shows under another section. */
  key: string;
  media: Media[];
  page: number;
  hasMore: boolean;
  loading: boolean;
}

const keyOf = ({ albumId, sectionId }: MediaScope) => `${albumId}/${sectionId ?? ''}`;

/**
 * The media of the album or of one section, page by page. The owner's list also holds members' uploads
 * that wait for approval or were rejected: the grid shows the approved ones (the others have their tab).
 */
export function useAlbumMedia(albumId: string, sectionId: string | null) {
  const scopeKey = keyOf({ albumId, sectionId });
  const [state, setState] = useState<MediaListState>({ key: scopeKey, media: [], page: 1, hasMore: false, loading: true });
  const latest = useRef(scopeKey);
  latest.current = scopeKey;
  const toast = useToast();

  const load = useCallback(
    async (page: number) => {
      const key = keyOf({ albumId, sectionId });
      setState((prev) => (prev.key === key ? { ...prev, loading: true } : { key, media: [], page: 1, hasMore: false, loading: true }));
      try {
        const result = await fetchAlbumMedia({ albumId, sectionId }, page);
        if (latest.current !== key) return;
        setState((prev) => ({
          key,
          media: page === 1 ? result.media : [...prev.media, ...result.media.filter((m) => !prev.media.some((p) => p.id === m.id))],
          page,
          hasMore: result.hasMore,
          loading: false,
        }));
      } catch {
        if (latest.current !== key) return;
        toast.error('Failed to fetch album media');
        setState((prev) => ({ ...prev, loading: false }));
      }
    },
    [albumId, sectionId, toast],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  const remove = useCallback((mediaId: string) => setState((prev) => ({ ...prev, media: prev.media.filter((m) => m.id !== mediaId) })), []);
  const current = state.key === scopeKey ? state : { media: [], hasMore: false, loading: true, page: 1 };

  return {
    media: current.media.filter((m) => m.status === 'approved'),
    loading: current.loading,
    hasMore: current.hasMore,
    reload: useCallback(() => load(1), [load]),
    loadMore: () => load(current.page + 1),
    remove,
  };
}
