import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminUser, Pagination } from '@abialbum/contracts';
import { errorMessage } from '@abialbum/web-kit';
import { listUsers } from '../api/users.api';

interface Query {
  page: number;
  search: string;
}

export interface UsersListState {
  users: AdminUser[];
  pagination: Pagination | null;
  /** True only until the first page arrives; later reloads keep the table on screen. */
  loading: boolean;
  error: string | null;
}

export function useUsersList() {
  const [query, setQuery] = useState<Query>({ page: 1, search: '' });
  const [state, setState] = useState<UsersListState>({ users: [], pagination: null, loading: true, error: null });
  const latest = useRef(0);

  const load = useCallback(async ({ page, search }: Query) => {
    const call = ++latest.current;
    try {
      const data = await listUsers(page, search);
      // An answer to an older query must not overwrite the newer one.
      if (call !== latest.current) return;
      setState({ users: data.users, pagination: data.pagination, loading: false, error: null });
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
    setState((prev) => ({ ...prev, loading: prev.users.length === 0, error: null }));
    void load(query);
  };

  return { ...state, page: query.page, search, goToPage, reload, retry };
}
