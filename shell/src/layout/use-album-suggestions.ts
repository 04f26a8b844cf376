import { useEffect, useState } from 'react';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { albumsClient } from '@abialbum/web-kit';

/** SPEC section 9; kept here rather than imported from contracts, which would bring zod into the first load. */
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_DEBOUNCE_MS = 300;

export interface Suggestions {
  /** The trimmed text these albums answer. */
  query: string;
  albums: AlbumSearchResult[];
  /** 'done' once an answer arrived for `query`; a failure empties the list without a word (SPEC). */
  status: 'idle' | 'done' | 'failed';
}

const IDLE: Suggestions = { query: '', albums: [], status: 'idle' };

/** Suggested albums for what is typed: 300 ms after the last keystroke, the older request aborted. */
export function useAlbumSuggestions(text: string): Suggestions {
  const [state, setState] = useState<Suggestions>(IDLE);
  const query = text.trim();

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      albumsClient
        .search(query, { limit: SUGGESTION_LIMIT, signal: controller.signal })
        .then(({ data }) => setState({ query, albums: (data?.albums ?? []).slice(0, SUGGESTION_LIMIT), status: 'done' }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ query, albums: [], status: 'failed' });
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // Blank text shows nothing, whatever an earlier answer said.
  return query ? state : IDLE;
}
