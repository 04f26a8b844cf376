import { useEffect, useState } from 'react';
import type { FollowerUser, Pagination } from '@abialbum/contracts';
import { useAppNavigate, useToast, i18n } from '@abialbum/web-kit';
import { fetchFollowers, fetchMyAlbumId } from '../api/followers.api';

interface FollowersState {
  users: FollowerUser[];
  pagination: Pagination | null;
  loading: boolean;
}

/** The followers of the signed-in user's album, one page (12) at a time. */
export function useFollowers() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<FollowersState>({ users: [], pagination: null, loading: true });
  const toast = useToast();
  const navigate = useAppNavigate();

  useEffect(() => {
    let current = true;
    setState((prev) => ({ ...prev, loading: true }));
    (async () => {
      const albumId = await fetchMyAlbumId();
      if (!current) return;
      if (!albumId) {
        toast.error(i18n.t('followers.noAlbum', { ns: 'owner' }));
        navigate('/abialbum');
        return;
      }
      const result = await fetchFollowers(albumId, page);
      if (current) setState({ users: result.users, pagination: result.pagination, loading: false });
    })().catch(() => {
      if (!current) return;
      toast.error(i18n.t('followers.fetchFailed', { ns: 'owner' }));
      setState({ users: [], pagination: null, loading: false });
    });
    return () => {
      current = false;
    };
  }, [page, toast, navigate]);

  return { ...state, page, setPage };
}
