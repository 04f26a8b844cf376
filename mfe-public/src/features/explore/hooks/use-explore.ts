import { startTransition, useEffect, useState } from 'react';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { fetchAlbumMedia, fetchExploreAlbums, type ExploreMedia } from '../api/explore.api';

export interface ExploreState {
  albums: AlbumSearchResult[];
  media: ExploreMedia[];
  loading: boolean;
}

/**
 * The most followed albums and the first media of each. The public profile is not called per album:
 * the list already carries title and owner, and a profile read would count a view.
 */
export function useExplore(): ExploreState {
  const [state, setState] = useState<ExploreState>({ albums: [], media: [], loading: true });
  const toast = useToast();

  useEffect(() => {
    let current = true;
    void (async () => {
      let albums: AlbumSearchResult[] = [];
      try {
        const answer = await fetchExploreAlbums();
        if (answer === null && current) toast.error(i18n.t('explore.failed', { ns: 'public' }));
        albums = answer ?? [];
      } catch {
        if (current) toast.error(i18n.t('explore.failed', { ns: 'public' }));
      }
      const perAlbum = await Promise.all(albums.map(fetchAlbumMedia));
      // A transition renders the grid in slices: no long task while the page is still loading.
      if (current) startTransition(() => setState({ albums, media: perAlbum.flat(), loading: false }));
    })();
    return () => {
      current = false;
    };
  }, [toast]);

  return state;
}
