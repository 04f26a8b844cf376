import type { AuthResult } from '@abialbum/contracts';
import { apiUrl } from './api-config';
import { readSessionTokens, writeSessionTokens, type SessionKind, type StoredTokens } from './token-store';

/** Refresh this long before the access token runs out, so a request never goes out with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

/** Where each session renews its tokens, and the lock its tabs take turns on. */
const REFRESH: Record<SessionKind, { path: string; lock: string }> = {
  user: { path: 'abialbum/user/refresh', lock: 'abialbum-token-refresh' },
  admin: { path: 'abialbum/admin/refresh', lock: 'abialbum-admin-token-refresh' },
};

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

const inFlight: Partial<Record<SessionKind, Promise<string | null>>> = {};

/**
 * Rotates the refresh token of the user's or the admin's session. Single flight per session: two parallel
 * refreshes with the same token would look like reuse to identity, which revokes the whole token family.
 */
export function refreshAccessToken(kind: SessionKind = 'user'): Promise<string | null> {
  const seen = readSessionTokens(kind)?.accessToken ?? null;
  const pending = (inFlight[kind] ??= withTabLock(REFRESH[kind].lock, () => doRefresh(kind, seen)).finally(() => {
    delete inFlight[kind];
  }));
  return pending;
}

/** Tabs share one refresh token in localStorage, so they take turns (Web Locks) where the browser has them. */
function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? (locks.request(name, task) as unknown as Promise<T>) : task();
}

async function doRefresh(kind: SessionKind, seenAccessToken: string | null): Promise<string | null> {
  const current = readSessionTokens(kind);
  if (!current?.refreshToken) return null;
  // Another tab refreshed while this one waited for the lock: use its fresh token.
  if (current.accessToken !== seenAccessToken && (!current.expiresAt || current.expiresAt - Date.now() > REFRESH_MARGIN_MS)) {
    return current.accessToken;
  }
  try {
    const response = await fetch(apiUrl(REFRESH[kind].path), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: current.refreshToken }),
    });
    if (!response.ok) return null;
    // The user's and the admin's answers share these fields.
    const body = (await response.json()) as { data?: Pick<AuthResult, 'accessToken' | 'refreshToken' | 'expiresIn'> };
    if (!body.data?.accessToken) return null;
    // Another tab or a sign-out may have replaced the session meanwhile: keep theirs.
    const latest = readSessionTokens(kind);
    if (latest?.refreshToken !== current.refreshToken) return latest?.accessToken ?? null;
    const next = tokensFromAuth(body.data);
    try {
      writeSessionTokens(kind, next);
    } catch {
      // Storage full or blocked: the in-memory copy still serves this tab.
    }
    return next.accessToken;
  } catch {
    return null;
  }
}

/** The token of that session to send now, refreshed first when it is about to expire. */
export async function currentAccessToken(kind: SessionKind = 'user'): Promise<string | null> {
  const tokens = readSessionTokens(kind);
  if (!tokens) return null;
  if (tokens.refreshToken && tokens.expiresAt && tokens.expiresAt - Date.now() < REFRESH_MARGIN_MS) {
    return (await refreshAccessToken(kind)) ?? tokens.accessToken;
  }
  return tokens.accessToken;
}
