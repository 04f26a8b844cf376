import { useEffect, useState } from 'react';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { searchAlbums } from '../api/search.api';

interface Answer {
  query: string;
  albums: AlbumSearchResult[];
}

/** The albums matching `query` (already trimmed); loading until the answer for this very query arrives. */
export function useSearchResults(query: string) {
  const [answer, setAnswer] = useState<Answer>({ query: '', albums: [] });
  const toast = useToast();

  useEffect(() => {
    if (!query) return;
    let current = true;
    searchAlbums(query)
      .then((albums) => current && setAnswer({ query, albums }))
      .catch(() => {
        if (!current) return;
        toast.error(i18n.t('search.failed', { ns: 'public' }));
        setAnswer({ query, albums: [] });
      });
    return () => {
      current = false;
    };
  }, [query, toast]);

  const answered = answer.query === query;
  return { albums: answered ? answer.albums : [], loading: query !== '' && !answered };
}
