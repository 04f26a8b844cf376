import { startTransition, useEffect, useState } from 'react';
import type { Section } from '@abialbum/contracts';
import { readFeaturedAlbumId } from '../config/featured-album';
import { fetchFeaturedSections } from '../api/landing.api';

export interface FeaturedAlbum {
  /** Null when no featured album is configured. */
  albumId: string | null;
  sections: Section[];
  loading: boolean;
}

/** The configured featured album and its first sections; a failure is only logged (SPEC section 8). */
export function useFeaturedAlbum(): FeaturedAlbum {
  const [state, setFeatured] = useState<FeaturedAlbum>({ albumId: null, sections: [], loading: true });

  useEffect(() => {
    let current = true;
    // What arrives renders as a transition: in slices, no long task while the page is still loading.
    const setState = (next: FeaturedAlbum) => startTransition(() => setFeatured(next));
    void (async () => {
      const albumId = await readFeaturedAlbumId();
      if (!current) return;
      if (!albumId) return setState({ albumId: null, sections: [], loading: false });
      setState({ albumId, sections: [], loading: true });
      let sections: Section[] = [];
      try {
        sections = await fetchFeaturedSections(albumId);
      } catch (error) {
        console.error('Failed to fetch featured collections', error);
      }
      if (current) setState({ albumId, sections, loading: false });
    })();
    return () => {
      current = false;
    };
  }, []);

  return state;
}
