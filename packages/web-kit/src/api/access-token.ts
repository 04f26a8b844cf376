import type { AuthResult } from '@abialbum/contracts';
import { apiUrl } from './api-config';
import { readTokens, writeTokens, type StoredTokens } from './token-store';

/** Refresh this long before the access token runs out, so a request never goes out with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

/** The `exp` claim of a JWT in ms, or null when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function tokensFromAuth(result: Pick<AuthResult, 'accessToken' | 'refreshToken' | 'expiresIn'>): StoredTokens {
  const fromIn = typeof result.expiresIn === 'number' ? Date.now() + result.expiresIn * 1000 : null;
  return {
    accessToken: result.accessToken,
    refreshToken: result.refreshToken ?? null,
    expiresAt: jwtExpiry(result.accessToken) ?? fromIn,
  };
}

let inFlight: Promise<string | null> | null = null;

/**
 * Rotates the refresh token. Single flight: two parallel refreshes with the same token would look
 * like reuse to identity, which revokes the whole token family.
 */
export function refreshAccessToken(): Promise<string | null> {
  const seen = readTokens()?.accessToken ?? null;
  inFlight ??= withTabLock(() => doRefresh(seen)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Tabs share one refresh token in localStorage, so they take turns (Web Locks) where the browser has them. */
function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? (locks.request('abialbum-token-refresh', task) as unknown as Promise<T>) : task();
}

async function doRefresh(seenAccessToken: string | null): Promise<string | null> {
  const current = readTokens();
  if (!current?.refreshToken) return null;
  // Another tab refreshed while this one waited for the lock: use its fresh token.
  if (current.accessToken !== seenAccessToken && (!current.expiresAt || current.expiresAt - Date.now() > REFRESH_MARGIN_MS)) {
    return current.accessToken;
  }
  try {
    const response = await fetch(apiUrl('abialbum/user/refresh'), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: current.refreshToken }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: AuthResult };
    if (!body.data?.accessToken) return null;
    // Another tab or a sign-out may have replaced the session meanwhile: keep theirs.
    if (readTokens()?.refreshToken !== current.refreshToken) return readTokens()?.accessToken ?? null;
    const next = tokensFromAuth(body.data);
    try {
      writeTokens(next);
    } catch {
      // Storage full or blocked: the in-memory copy still serves this tab.
    }
    return next.accessToken;
  } catch {
    return null;
  }
}

/** The token to send now, refreshed first when it is about to expire. */
export async function currentAccessToken(): Promise<string | null> {
  const tokens = readTokens();
  if (!tokens) return null;
  if (tokens.refreshToken && tokens.expiresAt && tokens.expiresAt - Date.now() < REFRESH_MARGIN_MS) {
    return (await refreshAccessToken()) ?? tokens.accessToken;
  }
  return tokens.accessToken;
}
