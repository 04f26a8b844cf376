import { useCallback, useEffect, useRef, useState } from 'react';
import type { Pagination } from '@abialbum/contracts';
import { errorMessage } from '@abialbum/web-kit';

interface Query {
  page: number;
  search: string;
}

export interface AdminListState<T> {
  items: T[];
  pagination: Pagination | null;
  /** True only until the first page arrives; later reloads keep the list on screen. */
  loading: boolean;
  error: string | null;
}

export type PageLoader<T> = (page: number, search: string) => Promise<{ items: T[]; pagination: Pagination }>;

/** A searchable, paged admin list (users, albums): SPEC section 4's rules in one place. */
export function useAdminList<T>(loadPage: PageLoader<T>) {
  const [query, setQuery] = useState<Query>({ page: 1, search: '' });
  const [state, setState] = useState<AdminListState<T>>({ items: [], pagination: null, loading: true, error: null });
  const latest = useRef(0);

  const load = useCallback(
    async ({ page, search }: Query) => {
      const call = ++latest.current;
      try {
        const data = await loadPage(page, search);
        // An answer to an older query must not overwrite the newer one.
        if (call !== latest.current) return;
        setState({ items: data.items, pagination: data.pagination, loading: false, error: null });
      } catch (err) {
        if (call !== latest.current) return;
        setState((prev) => ({ ...prev, loading: false, error: errorMessage(err) }));
      }
    },
    [loadPage],
  );

  useEffect(() => {
    void load(query);
  }, [load, query]);

  /** SPEC section 4: a search always starts again from page 1. */
  const search = (text: string) => setQuery({ page: 1, search: text.trim() });
  const goToPage = (page: number) => setQuery((prev) => ({ ...prev, page }));
  const reload = () => load(query);
  const retry = () => {
    setState((prev) => ({ ...prev, loading: prev.items.length === 0, error: null }));
    void load(query);
  };

  return { ...state, page: query.page, search, goToPage, reload, retry };
}
