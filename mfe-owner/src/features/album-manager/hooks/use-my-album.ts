import { useCallback, useEffect, useState } from 'react';
import type { Album } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { fetchMyAlbum } from '../api/album-manager.api';

type Status = 'loading' | 'ready' | 'failed';

/** The signed-in user's album (or none), with a loader and 'Failed to fetch your albums' on failure. */
export function useMyAlbum() {
  const [album, setAlbum] = useState<Album | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const toast = useToast();

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      setAlbum(await fetchMyAlbum());
      setStatus('ready');
    } catch {
      toast.error(i18n.t('manager.fetchFailed', { ns: 'owner' }));
      setStatus('failed');
    }
  }, [toast]);

  useEffect(() => {
    void load();
  }, [load]);

  return { album, status, setAlbum, reload: load };
}
