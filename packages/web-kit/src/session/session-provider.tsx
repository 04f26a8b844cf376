import type { AuthResult } from '@abialbum/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { tokensFromAuth } from '../api/access-token';
import { identityClient } from '../api/identity.client';
import {
  STORAGE_KEYS,
  clearUserSession,
  readTokens,
  subscribeSession,
  writeTokens,
  writeUser,
  type SessionUser,
} from '../api/token-store';
import { useToast } from '../toast/toast-provider';
import { restoreSession, storedSession } from './restore-session';
import { i18n } from '../i18n/i18n';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionValue {
  user: SessionUser | null;
  status: SessionStatus;
  /** Stores the tokens, then fetches the full profile; keeps the basic user if that fetch fails. */
  signIn(result: AuthResult): Promise<SessionUser>;
  signOut(): Promise<void>;
  refreshProfile(): Promise<SessionUser | null>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The toast when the browser refuses to store the session (SPEC 8), in the page's language. */
export const saveFailedText = () => i18n.t('session.saveFailed', { ns: 'kit' });

export function SessionProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  // Known from storage at once in the usual cases, so the first render needs no extra pass.
  const [initial] = useState(storedSession);
  const [user, setUser] = useState<SessionUser | null>(initial?.user ?? null);
  const [status, setStatus] = useState<SessionStatus>(initial ? (initial.user ? 'signedIn' : 'signedOut') : 'loading');

  useEffect(() => {
    if (initial) return undefined;
    let live = true;
    void restoreSession().then((restored) => {
      if (!live) return;
      setUser(restored);
      setStatus(restored ? 'signedIn' : 'signedOut');
    });
    return () => {
      live = false;
    };
  }, [initial]);

  // The 401 rule (outside React) and other tabs end the session by clearing storage.
  useEffect(() => {
    const sync = () => {
      if (!readTokens()) {
        setUser(null);
        setStatus((s) => (s === 'loading' ? s : 'signedOut'));
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token) sync();
    };
    window.addEventListener('storage', onStorage);
    const unsubscribe = subscribeSession(sync);
    return () => {
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, []);

  const refreshProfile = useCallback(async () => {
    const { data } = await identityClient.getProfile();
    const next = data.user;
    try {
      writeUser(next);
    } catch {
      // The user stays in memory for this tab.
    }
    setUser(next);
    return next;
  }, []);

  const signIn = useCallback(
    async (result: AuthResult) => {
      const basic: SessionUser = { id: result.id, name: result.name, email: result.email };
      try {
        writeTokens(tokensFromAuth(result));
        writeUser(basic);
      } catch {
        toast.error(saveFailedText());
      }
      setUser(basic);
      setStatus('signedIn');
      try {
        return await refreshProfile();
      } catch (error) {
        // Signed in all the same, with the basic user; SPEC 8 "Toasts" names the failure.
        console.warn('Could not fetch the profile after sign-in; keeping the basic user', error);
        toast.error(i18n.t('session.profileFailed', { ns: 'kit' }));
        return basic;
      }
    },
    [refreshProfile, toast],
  );

  const signOut = useCallback(async () => {
    const refreshToken = readTokens()?.refreshToken;
    try {
      await identityClient.logout(refreshToken);
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    clearUserSession();
    setUser(null);
    setStatus('signedOut');
    toast.success(i18n.t('session.loggedOut', { ns: 'kit' }));
  }, [toast]);

  const value = useMemo<SessionValue>(
    () => ({ user, status, signIn, signOut, refreshProfile }),
    [user, status, signIn, signOut, refreshProfile],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
