import { ADMIN_LOGIN_PATH, LOGIN_PATH, navigateTo } from '../navigation/navigation';
import { endsSession } from './session-rule';
import type { AuthMode } from './http';
import { clearAdmin, clearUserSession } from './token-store';

/** Applies the session rule after a failed call; admin calls end the admin session instead. */
export function endSession(status: number, path: string, hadAuthHeader: boolean, mode: AuthMode): void {
  if (!endsSession(status, path, hadAuthHeader)) return;
  if (mode === 'admin') {
    clearAdmin();
    navigateTo(ADMIN_LOGIN_PATH, { replace: true });
    return;
  }
  clearUserSession();
  navigateTo(LOGIN_PATH, { replace: true, state: { from: currentLocation() } });
}

function currentLocation() {
  if (typeof window === 'undefined') return undefined;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}
