import { startTransition, useEffect, useState } from 'react';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { fetchAlbumMedia, fetchExploreAlbums, type ExploreMedia } from '../api/explore.api';

export interface ExploreState {
  albums: AlbumSearchResult[];
  /** The media of the longest run of answered albums from the first one, in album order. */
  media: ExploreMedia[];
  /** True once the album list and every album's media have answered: only then is an empty grid final. */
  complete: boolean;
}

/** Album media calls in flight at once. */
const MEDIA_CALLS_AT_ONCE = 3;

/** How many albums from the first one have answered: later answers wait so that cards never move. */
function answeredPrefix(perAlbum: ReadonlyArray<ExploreMedia[] | undefined>): number {
  const firstPending = perAlbum.findIndex((media) => media === undefined);
  return firstPending === -1 ? perAlbum.length : firstPending;
}

/** The album list, or [] after a toast: a failed list is an empty page (SPEC section 8). */
async function loadAlbums(failed: () => void): Promise<AlbumSearchResult[]> {
  try {
    const answer = await fetchExploreAlbums();
    if (answer === null) failed();
    return answer ?? [];
  } catch {
    failed();
    return [];
  }
}

/**
 * The most followed albums and the first media of each. The public profile is not called per album:
 * the list already carries title and owner, and a profile read would count a view.
 * The grid grows as the albums answer, so the slowest album no longer holds back the first picture.
 */
export function useExplore(): ExploreState {
  const [state, setState] = useState<ExploreState>({ albums: [], media: [], complete: false });
  const toast = useToast();

  useEffect(() => {
    let current = true;
    // A transition renders the grid in slices: no long task while the page is still loading.
    const publish = (next: ExploreState) => {
      if (current) startTransition(() => setState(next));
    };
    void (async () => {
      const albums = await loadAlbums(() => {
        if (current) toast.error(i18n.t('explore.failed', { ns: 'public' }));
      });
      if (albums.length === 0) return publish({ albums, media: [], complete: true });

      const perAlbum: Array<ExploreMedia[] | undefined> = albums.map(() => undefined);
      let shown = 0;
      let next = 0;
      // In album order, a few at a time: the first albums answer first, and the browser keeps connections free for
      // their pictures (six per host over HTTP/1.1) instead of queueing them behind every album's call.
      const askNext = () => {
        const index = next++;
        if (!current || index >= albums.length) return;
        // fetchAlbumMedia never rejects (a failure is an empty list), so every album answers once.
        void fetchAlbumMedia(albums[index]!).then((media) => {
          perAlbum[index] = media;
          askNext();
          const prefix = answeredPrefix(perAlbum);
          // An answer behind a pending album changes nothing on screen until that album answers.
          if (prefix === shown) return;
          shown = prefix;
          publish({ albums, media: perAlbum.slice(0, prefix).flatMap((m) => m ?? []), complete: prefix === albums.length });
        });
      };
      for (let i = 0; i < Math.min(MEDIA_CALLS_AT_ONCE, albums.length); i++) askNext();
    })();
    return () => {
      current = false;
    };
  }, [toast]);

  return state;
}
