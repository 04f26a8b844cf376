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

const LOADING: ExploreState = { albums: [], media: [], complete: false };

/** How many albums from the first one have answered: later answers wait so that cards never move. */
function answeredPrefix(perAlbum: ReadonlyArray<ExploreMedia[] | undefined>): number {
  const firstPending = perAlbum.findIndex((media) => media === undefined);
  return firstPending === -1 ? perAlbum.length : firstPending;
}

/** The album list, or [] and `failed` (the page toasts): a failed list is an empty page (SPEC section 8). */
async function loadAlbums(): Promise<{ albums: AlbumSearchResult[]; failed: boolean }> {
  try {
    const answer = await fetchExploreAlbums();
    return { albums: answer ?? [], failed: answer === null };
  } catch {
    return { albums: [], failed: true };
  }
}

/** One load of the page's data, told to whoever listens as it grows; what was told last is kept for a late listener. */
interface ExploreLoad {
  state: ExploreState;
  failed: boolean;
  listen(listener: (state: ExploreState) => void): () => void;
  stop(): void;
}

function loadExplore(): ExploreLoad {
  const listeners = new Set<(state: ExploreState) => void>();
  let stopped = false;
  const load: ExploreLoad = {
    state: LOADING,
    failed: false,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
    },
  };
  const publish = (next: ExploreState) => {
    load.state = next;
    for (const listener of listeners) listener(next);
  };
  void (async () => {
    const { albums, failed } = await loadAlbums();
    load.failed = failed;
    if (albums.length === 0) return publish({ albums, media: [], complete: true });

    const perAlbum: Array<ExploreMedia[] | undefined> = albums.map(() => undefined);
    let shown = 0;
    let next = 0;
    // In album order, a few at a time: the first albums answer first, and the browser keeps connections free for
    // their pictures (six per host over HTTP/1.1) instead of queueing them behind every album's call.
    const askNext = () => {
      const index = next++;
      if (stopped || index >= albums.length) return;
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
  return load;
}

/** The load started with the page's module (startExploreLoad), for its first render to take over once. */
let early: ExploreLoad | null = null;
let earlyAt = 0;
/** An early load older than this is not shown: the page asks again. */
const EARLY_FOR_MS = 30_000;

/** The early load, once, while fresh. */
function takeEarly(): ExploreLoad | null {
  const load = early && Date.now() - earlyAt < EARLY_FOR_MS ? early : null;
  if (early && !load) early.stop();
  early = null;
  return load;
}

/** Tests: forget the load the module started when imported. */
export function forgetExploreLoad(): void {
  early?.stop();
  early = null;
}

/**
 * Starts the page's data as soon as its module runs: the first visit of /abialbum/home asks for the albums while React
 * still renders the shell, instead of after the page's first render (the largest paint waits on two calls in a row).
 */
export function startExploreLoad(): void {
  if (early) return;
  early = loadExplore();
  earlyAt = Date.now();
}

/**
 * The most followed albums and the first media of each. The public profile is not called per album:
 * the list already carries title and owner, and a profile read would count a view.
 * The grid grows as the albums answer, so the slowest album no longer holds back the first picture.
 */
export function useExplore(): ExploreState {
  const [state, setState] = useState<ExploreState>(() => (early && Date.now() - earlyAt < EARLY_FOR_MS ? early.state : LOADING));
  const toast = useToast();

  useEffect(() => {
    const load = takeEarly() ?? loadExplore();
    let toasted = false;
    // A transition renders the grid in slices: no long task while the page is still loading.
    const show = (next: ExploreState) => {
      if (load.failed && !toasted) {
        toasted = true;
        toast.error(i18n.t('explore.failed', { ns: 'public' }));
      }
      startTransition(() => setState(next));
    };
    const stopListening = load.listen(show);
    if (load.state !== LOADING) show(load.state);
    return () => {
      stopListening();
      load.stop();
    };
  }, [toast]);

  return state;
}
