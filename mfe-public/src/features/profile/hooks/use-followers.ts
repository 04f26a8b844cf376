import { useEffect, useState } from 'react';
import type { FollowersPage } from '@abialbum/web-kit';
import { fetchFollowers } from '../api/profile.api';

interface State {
  page: number;
  result: FollowersPage | null;
  failed: boolean;
}

/**
 * The album's followers, 12 a page, for a viewer the service shows them to (the owner). `failed`
 * means the list cannot be shown and the page falls back to the follower count.
 */
export function useFollowers(albumId: string, enabled: boolean) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ page: 0, result: null, failed: false });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetchFollowers(albumId, page)
      .then((result) => current && setState({ page, result, failed: false }))
      .catch(() => current && setState({ page, result: null, failed: true }));
    return () => {
      current = false;
    };
  }, [albumId, enabled, page]);

  return {
    page,
    setPage,
    users: state.result?.users ?? [],
    totalPages: state.result?.pagination.totalPages ?? 1,
    loading: enabled && state.page !== page,
    failed: !enabled || state.failed,
  };
}
