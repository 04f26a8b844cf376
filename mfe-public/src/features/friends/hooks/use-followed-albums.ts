import { useCallback, useEffect, useState } from 'react';
import type { Album } from '@abialbum/contracts';
import { fetchFollowedAlbums } from '../api/friends.api';

export type FollowedAlbumsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; albums: Album[] };

/** Asks only when `enabled` (a signed-in user); `retry` asks again after a failure. */
export function useFollowedAlbums(enabled: boolean) {
  const [state, setState] = useState<FollowedAlbumsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    fetchFollowedAlbums()
      .then((albums) => current && setState({ status: 'ready', albums }))
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
