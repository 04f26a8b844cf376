import { identityClient } from '../api/identity.client';
import { readTokens, readUser, writeUser, type SessionUser } from '../api/token-store';

export function hasValidId(user: { id?: unknown } | null): boolean {
  const id = user?.id;
  return typeof id === 'string' && id.trim() !== '' && id !== 'undefined' && id !== 'null';
}

/**
 * What storage alone says at start, without waiting: signed out (no token), signed in (a token and a saved
 * user with a valid id), or `undefined` when the profile must be refetched first (restoreSession).
 */
export function storedSession(): { user: SessionUser | null } | undefined {
  if (!readTokens()) return { user: null };
  const saved = readUser();
  return saved && hasValidId(saved) ? { user: saved } : undefined;
}

/**
 * SPEC section 4 "Auth" at start: a token and a saved user restore the session; a saved user
 * without a valid id is refetched (a failure there is only logged).
 */
export async function restoreSession(): Promise<SessionUser | null> {
  const tokens = readTokens();
  if (!tokens) return null;
  const saved = readUser();
  if (saved && hasValidId(saved)) return saved;
  try {
    const { data } = await identityClient.getProfile();
    try {
      writeUser(data.user);
    } catch {
      // Kept in memory only.
    }
    return data.user;
  } catch (error) {
    console.warn('Could not refetch the profile while restoring the session', error);
    return readTokens() ? saved : null;
  }
}
