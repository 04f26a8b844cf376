import { useEffect, useState } from 'react';
import { useAppNavigate, useToast, type SharedSection } from '@abialbum/web-kit';
import { fetchSharedSection } from '../api/shared-section.api';

export const UNAVAILABLE_MESSAGE = 'This section is not available';
/** SPEC section 9: an unavailable shared section leaves for the dashboard after 2000 ms. */
export const UNAVAILABLE_REDIRECT_MS = 2000;
export const UNAVAILABLE_REDIRECT_PATH = '/abialbum/dashboard';

type State = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; section: SharedSection };

/** The shared section; when it cannot be shown (not shared, gone, or any failure) the page says so, then leaves. */
export function useSharedSection(sectionId: string): State {
  const [answer, setAnswer] = useState<{ sectionId: string; state: State } | null>(null);
  const toast = useToast();
  const navigate = useAppNavigate();

  useEffect(() => {
    let current = true;
    fetchSharedSection(sectionId)
      .then((section) => current && setAnswer({ sectionId, state: { status: 'ready', section } }))
      .catch(() => {
        if (!current) return;
        toast.error(UNAVAILABLE_MESSAGE);
        setAnswer({ sectionId, state: { status: 'unavailable' } });
      });
    return () => {
      current = false;
    };
  }, [sectionId, toast]);

  const state: State = answer?.sectionId === sectionId ? answer.state : { status: 'loading' };
  const unavailable = state.status === 'unavailable';

  useEffect(() => {
    if (!unavailable) return;
    const timer = setTimeout(() => navigate(UNAVAILABLE_REDIRECT_PATH, { replace: true }), UNAVAILABLE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [unavailable, navigate]);

  return state;
}
