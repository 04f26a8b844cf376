import { useCallback, useEffect, useState } from 'react';
import { errorMessage, type AdminStats } from '@abialbum/web-kit';
import { fetchAdminStats } from '../api/stats.api';

export type AdminStatsState =
  | { status: 'loading' }
  | { status: 'ready'; stats: AdminStats }
  | { status: 'error'; message: string };

export function useAdminStats() {
  const [state, setState] = useState<AdminStatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchAdminStats()
      .then((stats) => current && setState({ status: 'ready', stats }))
      .catch((error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }));
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
