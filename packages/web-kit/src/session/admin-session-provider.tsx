import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { tokensFromAuth } from '../api/access-token';
import type { AdminLoginResult } from '../api/identity.client';
import { identityClient } from '../api/identity.client';
import { STORAGE_KEYS, clearAdmin, readAdmin, subscribeSession, writeAdmin, type AdminIdentity } from '../api/token-store';
import { navigateTo } from '../navigation/navigation';
import { useToast } from '../toast/toast-provider';
import { saveFailedText } from './session-provider';

export interface AdminSessionValue {
  admin: AdminIdentity | null;
  signIn(result: AdminLoginResult): void;
  /** Clears the session and goes to /admin/login, even when the logout call fails. */
  signOut(): Promise<void>;
}

export const ADMIN_LOGOUT_PATH = '/admin/login';

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [admin, setAdmin] = useState<AdminIdentity | null>(() => readAdmin());

  useEffect(() => {
    const sync = () => setAdmin(readAdmin());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.admin) sync();
    };
    window.addEventListener('storage', onStorage);
    const unsubscribe = subscribeSession(sync);
    return () => {
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, []);

  const signIn = useCallback(
    (result: AdminLoginResult) => {
      const { accessToken, refreshToken, expiresAt } = tokensFromAuth(result);
      const next = { token: accessToken, email: result.email, role: result.role, refreshToken, expiresAt };
      try {
        writeAdmin(next);
      } catch {
        toast.error(saveFailedText());
      }
      setAdmin(next);
    },
    [toast],
  );

  const signOut = useCallback(async () => {
    try {
      await identityClient.adminLogout(readAdmin()?.refreshToken);
    } catch {
      // The spec asks for the local sign-out regardless.
    }
    clearAdmin();
    setAdmin(null);
    navigateTo(ADMIN_LOGOUT_PATH, { replace: true });
  }, []);

  const value = useMemo<AdminSessionValue>(() => ({ admin, signIn, signOut }), [admin, signIn, signOut]);
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession must be used inside <AdminSessionProvider>');
  return value;
}
