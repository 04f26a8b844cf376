import { useEffect, useState } from 'react';
import type { Album, MediaSummary } from '@abialbum/contracts';
import { ApiError, i18n, useToast } from '@abialbum/web-kit';
import { fetchAlbum, fetchAlbumMedia } from '../api/album-detail.api';

export type AlbumDetailState =
  | { status: 'loading' }
  | { status: 'notFound' | 'failed' }
  | { status: 'ready'; album: Album; media: MediaSummary[] };

/**
 * The album and its media. Missing or private: 'notFound' quietly; anything else also toasts, and `retry` reads
 * them again.
 */
export function useAlbumDetail(albumId: string): AlbumDetailState & { retry: () => void } {
  const [answer, setAnswer] = useState<{ albumId: string; attempt: number; state: AlbumDetailState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const toast = useToast();

  useEffect(() => {
    let current = true;
    Promise.all([fetchAlbum(albumId), fetchAlbumMedia(albumId)])
      .then(([album, media]) => current && setAnswer({ albumId, attempt, state: { status: 'ready', album, media } }))
      .catch((error: unknown) => {
        if (!current) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
        if (!missing) toast.error(i18n.t('album.failed', { ns: 'public' }));
        setAnswer({ albumId, attempt, state: { status: missing ? 'notFound' : 'failed' } });
      });
    return () => {
      current = false;
    };
  }, [albumId, attempt, toast]);

  const retry = () => setAttempt((n) => n + 1);
  return { ...(answer?.albumId === albumId && answer.attempt === attempt ? answer.state : { status: 'loading' }), retry };
}
