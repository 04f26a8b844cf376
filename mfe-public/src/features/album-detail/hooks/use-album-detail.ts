import { useEffect, useState } from 'react';
import type { Album, MediaSummary } from '@abialbum/contracts';
import { ApiError, useToast } from '@abialbum/web-kit';
import { fetchAlbum, fetchAlbumMedia } from '../api/album-detail.api';

export const FAILED_MESSAGE = 'Failed to fetch album details';

export type AlbumDetailState =
  | { status: 'loading' }
  | { status: 'notFound' | 'failed' }
  | { status: 'ready'; album: Album; media: MediaSummary[] };

/** The album and its media. Missing or private: 'notFound' quietly; anything else also toasts. */
export function useAlbumDetail(albumId: string): AlbumDetailState {
  const [answer, setAnswer] = useState<{ albumId: string; state: AlbumDetailState } | null>(null);
  const toast = useToast();

  useEffect(() => {
    let current = true;
    Promise.all([fetchAlbum(albumId), fetchAlbumMedia(albumId)])
      .then(([album, media]) => current && setAnswer({ albumId, state: { status: 'ready', album, media } }))
      .catch((error: unknown) => {
        if (!current) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
        if (!missing) toast.error(FAILED_MESSAGE);
        setAnswer({ albumId, state: { status: missing ? 'notFound' : 'failed' } });
      });
    return () => {
      current = false;
    };
  }, [albumId, toast]);

  return answer?.albumId === albumId ? answer.state : { status: 'loading' };
}
