import { useEffect, useState } from 'react';
import type { FollowersPage } from '@abialbum/web-kit';
import { fetchFollowers } from '../api/profile.api';

interface State {
  page: number;
  result: FollowersPage | null;
  failed: boolean;
}

/**
 * The album's followers, 12 a page (SPEC 2 "Public album profile": whoever may read the album sees them).
 * `failed` means the list cannot be shown and the page falls back to the follower count.
 */
export function useFollowers(albumId: string) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ page: 0, result: null, failed: false });

  useEffect(() => {
    let current = true;
    fetchFollowers(albumId, page)
      .then((result) => current && setState({ page, result, failed: false }))
      .catch(() => current && setState({ page, result: null, failed: true }));
    return () => {
      current = false;
    };
  }, [albumId, page]);

  return {
    page,
    setPage,
    users: state.result?.users ?? [],
    totalPages: state.result?.pagination.totalPages ?? 1,
    loading: state.page !== page,
    failed: state.failed,
  };
}
