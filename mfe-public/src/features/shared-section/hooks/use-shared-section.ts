import { useEffect, useState } from 'react';
import { ApiError, i18n, useAppNavigate, useToast, type SharedSection } from '@abialbum/web-kit';
import { fetchSharedSection } from '../api/shared-section.api';

/** SPEC section 9: an unavailable shared section leaves for the dashboard after 2000 ms. */
export const UNAVAILABLE_REDIRECT_MS = 2000;
export const UNAVAILABLE_REDIRECT_PATH = '/abialbum/dashboard';

type State = { status: 'loading' } | { status: 'unavailable' } | { status: 'failed' } | { status: 'ready'; section: SharedSection };

/** The service's answer that there is no such shared section (not shared, gone, blocked, or a bad id). */
const isUnavailable = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The shared section. Unavailable: the page says so, then leaves for the dashboard. Any other failure: the
 * page says it could not load it and offers to try again (`retry`).
 */
export function useSharedSection(sectionId: string): State & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ sectionId: string; attempt: number; state: State } | null>(null);
  const toast = useToast();
  const navigate = useAppNavigate();

  useEffect(() => {
    let current = true;
    fetchSharedSection(sectionId)
      .then((section) => current && setAnswer({ sectionId, attempt, state: { status: 'ready', section } }))
      .catch((error: unknown) => {
        if (!current) return;
        const unavailable = isUnavailable(error);
        // SPEC 8 "Toasts": a failed fetch (network, server) says nothing of the section.
        toast.error(i18n.t(unavailable ? 'shared.unavailable' : 'shared.failed', { ns: 'public' }));
        setAnswer({ sectionId, attempt, state: { status: unavailable ? 'unavailable' : 'failed' } });
      });
    return () => {
      current = false;
    };
  }, [sectionId, attempt, toast]);

  const state: State = answer?.sectionId === sectionId && answer.attempt === attempt ? answer.state : { status: 'loading' };
  const unavailable = state.status === 'unavailable';

  useEffect(() => {
    if (!unavailable) return;
    const timer = setTimeout(() => navigate(UNAVAILABLE_REDIRECT_PATH, { replace: true }), UNAVAILABLE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [unavailable, navigate]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
