import { useEffect, useState } from 'react';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { fetchTopAlbums } from '../api/top-albums.api';

export function useTopAlbums() {
  const [state, setState] = useState<{ albums: AlbumSearchResult[]; loading: boolean }>({ albums: [], loading: true });
  const toast = useToast();

  useEffect(() => {
    let current = true;
    fetchTopAlbums()
      .then((albums) => current && setState({ albums, loading: false }))
      .catch(() => {
        if (!current) return;
        toast.error(i18n.t('top.failed', { ns: 'public' }));
        setState({ albums: [], loading: false });
      });
    return () => {
      current = false;
    };
  }, [toast]);

  return state;
}
