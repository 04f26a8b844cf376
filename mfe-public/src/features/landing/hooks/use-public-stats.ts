import { startTransition, useEffect, useState } from 'react';
import { i18n, useToast, type PublicStats } from '@abialbum/web-kit';
import { fetchPublicStats, SAMPLE_STATS } from '../api/landing.api';

export type StatsState = { status: 'loading' } | { status: 'ready'; stats: PublicStats } | { status: 'unavailable' };

/**
 * SPEC section 8 "Stats": an answer without success toasts 'Failed to fetch stats' and the block says
 * 'Unable to load stats'; a failed request shows the sample numbers instead.
 */
export function usePublicStats(): StatsState {
  const [state, setStats] = useState<StatsState>({ status: 'loading' });
  const toast = useToast();

  useEffect(() => {
    let current = true;
    const setState = (next: StatsState) => startTransition(() => setStats(next));
    fetchPublicStats()
      .then((stats) => {
        if (!current) return;
        if (stats) return setState({ status: 'ready', stats });
        toast.error(i18n.t('landing.statsFailed', { ns: 'landing' }));
        setState({ status: 'unavailable' });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('Failed to fetch stats', error);
        setState({ status: 'ready', stats: SAMPLE_STATS });
      });
    return () => {
      current = false;
    };
  }, [toast]);

  return state;
}
