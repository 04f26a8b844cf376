import { useCallback, useEffect, useRef, useState } from 'react';
import type { Media } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { fetchApprovedMedia, type MediaScope } from '../api/media.api';

interface MediaListState {
  /** Whose list this is ('albumId/sectionId'), so a stale answer never shows under another section. */
  key: string;
  media: Media[];
  page: number;
  hasMore: boolean;
  loading: boolean;
  /** The last read failed (after 'Failed to fetch album media'). */
  failed: boolean;
}

const keyOf = ({ albumId, sectionId }: MediaScope) => `${albumId}/${sectionId ?? ''}`;
const fresh = (key: string): MediaListState => ({ key, media: [], page: 1, hasMore: false, loading: true, failed: false });

/**
 * The approved media of the album or of one section, page by page: the Media tab's grid and the
 * 'Add from Album' choices. Members' uploads waiting for approval or rejected have their own tab.
 */
export function useAlbumMedia(albumId: string, sectionId: string | null) {
  const scopeKey = keyOf({ albumId, sectionId });
  const [state, setState] = useState<MediaListState>(() => fresh(scopeKey));
  const latest = useRef(scopeKey);
  latest.current = scopeKey;
  const toast = useToast();

  const load = useCallback(
    async (page: number) => {
      const key = keyOf({ albumId, sectionId });
      setState((prev) => (prev.key === key ? { ...prev, loading: true, failed: false } : fresh(key)));
      try {
        const result = await fetchApprovedMedia({ albumId, sectionId }, page);
        if (latest.current !== key) return;
        setState((prev) => ({
          key,
          media: page === 1 ? result.media : [...prev.media, ...result.media.filter((m) => !prev.media.some((p) => p.id === m.id))],
          page,
          hasMore: result.hasMore,
          loading: false,
          failed: false,
        }));
      } catch {
        if (latest.current !== key) return;
        toast.error(i18n.t('media.fetchFailed', { ns: 'owner' }));
        setState((prev) => ({ ...prev, loading: false, failed: true }));
      }
    },
    [albumId, sectionId, toast],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  const remove = useCallback((mediaId: string) => setState((prev) => ({ ...prev, media: prev.media.filter((m) => m.id !== mediaId) })), []);
  const current = state.key === scopeKey ? state : fresh(scopeKey);

  return {
    media: current.media,
    loading: current.loading,
    failed: current.failed,
    hasMore: current.hasMore,
    reload: useCallback(() => load(1), [load]),
    loadMore: () => load(current.page + 1),
    remove,
  };
}
