import { useCallback, useEffect, useRef, useState } from 'react';
import type { Pagination } from '@abialbum/contracts';
import { errorMessage, type AdminAlbum } from '@abialbum/web-kit';
import { listAlbums } from '../api/albums.api';

interface Query {
  page: number;
  search: string;
}

export interface AlbumsListState {
  albums: AdminAlbum[];
  pagination: Pagination | null;
  /** True only until the first page arrives; later reloads keep the cards on screen. */
  loading: boolean;
  error: string | null;
}

export function useAlbumsList() {
  const [query, setQuery] = useState<Query>({ page: 1, search: '' });
  const [state, setState] = useState<AlbumsListState>({ albums: [], pagination: null, loading: true, error: null });
  const latest = useRef(0);

  const load = useCallback(async ({ page, search }: Query) => {
    const call = ++latest.current;
    try {
      const data = await listAlbums(page, search);
      // An answer to an older query must not overwrite the newer one.
      if (call !== latest.current) return;
      setState({ albums: data.albums, pagination: data.pagination, loading: false, error: null });
    } catch (err) {
      if (call !== latest.current) return;
      setState((prev) => ({ ...prev, loading: false, error: errorMessage(err) }));
    }
  }, []);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  /** SPEC section 4: a search always starts again from page 1. */
  const search = (text: string) => setQuery({ page: 1, search: text.trim() });
  const goToPage = (page: number) => setQuery((prev) => ({ ...prev, page }));
  const reload = () => load(query);
  const retry = () => {
    setState((prev) => ({ ...prev, loading: prev.albums.length === 0, error: null }));
    void load(query);
  };

  return { ...state, page: query.page, search, goToPage, reload, retry };
}
