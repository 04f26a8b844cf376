export const DEFAULT_AFTER_LOGIN = '/abialbum/dashboard';

interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown } | string;
}

/**
 * Where to go after a successful login: the guarded page that sent the user to login (kept in
 * `location.state.from` by the guard and by the 401 rule), else the dashboard.
 */
export function loginReturnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from.pathname === 'string'
        ? `${from.pathname}${typeof from.search === 'string' ? from.search : ''}${typeof from.hash === 'string' ? from.hash : ''}`
        : '';
  // Only same-site paths, and never back to a login page.
  if (!path.startsWith('/') || path.startsWith('//') || /^\/(abialbum\/)?(admin\/)?login\b/.test(path)) {
    return DEFAULT_AFTER_LOGIN;
  }
  return path;
}
