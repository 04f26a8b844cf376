import { useCallback, useEffect, useState } from 'react';
import type { SharedByLink } from '@abialbum/contracts';
import { ApiError, errorMessage, i18n } from '@abialbum/web-kit';
import { shareLinksClient } from '@abialbum/web-kit/clients';

export type ShareLinkVisit =
  | { status: 'loading' }
  | { status: 'password'; error: string | null; checking: boolean }
  | { status: 'unavailable' }
  | { status: 'failed' }
  | { status: 'ready'; share: SharedByLink };

/** What a refusal of the password says: wrong, or wait (limited like sign-ins: the service's words on a 429). */
function passwordError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'SHARE_PASSWORD_WRONG') return i18n.t('shareLink.wrongPassword', { ns: 'public' });
  if (error.status === 429) return errorMessage(error, i18n.t('shareLink.tooManyTries', { ns: 'public' }));
  return null;
}

/**
 * A visit of a share link (issue 27 item 2): opened at once, or after its password. Unknown, revoked or
 * expired: unavailable. The password lives only in this page's state.
 */
export function useShareLinkVisit(key: string): ShareLinkVisit & { unlock(password: string): void; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [visit, setVisit] = useState<{ key: string; attempt: number; state: ShareLinkVisit } | null>(null);

  useEffect(() => {
    let current = true;
    shareLinksClient
      .open(key)
      .then(({ data }) => current && setVisit({ key, attempt, state: { status: 'ready', share: data.share } }))
      .catch((error: unknown) => {
        if (!current) return;
        let state: ShareLinkVisit = { status: 'failed' };
        if (error instanceof ApiError && error.code === 'SHARE_PASSWORD_REQUIRED') state = { status: 'password', error: null, checking: false };
        else if (error instanceof ApiError && error.status === 404) state = { status: 'unavailable' };
        setVisit({ key, attempt, state });
      });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const unlock = useCallback(
    (password: string) => {
      setVisit({ key, attempt, state: { status: 'password', error: null, checking: true } });
      shareLinksClient
        .openWithPassword(key, password)
        .then(({ data }) => setVisit({ key, attempt, state: { status: 'ready', share: data.share } }))
        .catch((error: unknown) => {
          const message = passwordError(error);
          if (message) setVisit({ key, attempt, state: { status: 'password', error: message, checking: false } });
          else if (error instanceof ApiError && error.status === 404) setVisit({ key, attempt, state: { status: 'unavailable' } });
          else setVisit({ key, attempt, state: { status: 'failed' } });
        });
    },
    [key, attempt],
  );

  const state: ShareLinkVisit = visit?.key === key && visit.attempt === attempt ? visit.state : { status: 'loading' };
  return { ...state, unlock, retry: () => setAttempt((n) => n + 1) };
}
