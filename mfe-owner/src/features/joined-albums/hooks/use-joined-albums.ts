import { useCallback, useEffect, useState } from 'react';
import type { Album } from '@abialbum/contracts';
import { useToast, i18n } from '@abialbum/web-kit';
import { fetchJoinedAlbums } from '../api/joined-albums.api';

type JoinedAlbums = { status: 'loading' } | { status: 'ready'; albums: Album[] } | { status: 'failed' };

/** The albums this user is a member of; 'Failed to fetch joined albums' on failure, then `reload` tries again. */
export function useJoinedAlbums(): JoinedAlbums & { reload(): void } {
  const [state, setState] = useState<JoinedAlbums>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const toast = useToast();

  useEffect(() => {
    let current = true;
    fetchJoinedAlbums()
      .then((albums) => current && setState({ status: 'ready', albums }))
      .catch(() => {
        if (!current) return;
        toast.error(i18n.t('joined.fetchFailed', { ns: 'owner' }));
        setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [toast, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload };
}
