import type { User } from '@abialbum/contracts';

/**
 * The locally stored session (SPEC section 3: "token and refresh token are stored locally").
 * One module-level store so the API client, the session provider and every remote see the same
 * state (web-kit is a federation singleton). Listeners hear about changes made outside React,
 * e.g. the 401 rule clearing the token.
 */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  expiresAt: 'tokenExpiresAt',
  user: 'user',
  admin: 'adminSession',
} as const;

/** The two sessions a browser may hold at once, each with its own tokens. */
export type SessionKind = 'user' | 'admin';

export type SessionUser = Partial<User> & { id: string; name: string; email: string };
export interface AdminIdentity {
  token: string;
  email: string;
  role: string;
  /** Absent from sessions stored before admins could refresh: those end when their token expires. */
  refreshToken?: string | null;
  expiresAt?: number | null;
}
export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Only when localStorage refuses a write do tokens live in memory, so this tab stays signed in;
 * otherwise storage is the one source of truth (another tab's sign-out is seen here too).
 */
let memoryTokens: StoredTokens | null = null;
let memoryAdmin: AdminIdentity | null = null;

export function readTokens(): StoredTokens | null {
  const store = storage();
  const accessToken = store?.getItem(STORAGE_KEYS.token);
  if (!accessToken) return memoryTokens;
  const expiresAt = Number(store?.getItem(STORAGE_KEYS.expiresAt));
  return {
    accessToken,
    refreshToken: store?.getItem(STORAGE_KEYS.refreshToken) ?? null,
    expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
  };
}

/** Throws when localStorage refuses the write; the caller decides what the user is told. */
export function writeTokens(tokens: StoredTokens): void {
  memoryTokens = tokens;
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.token, tokens.accessToken);
  if (tokens.refreshToken) store.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  else store.removeItem(STORAGE_KEYS.refreshToken);
  if (tokens.expiresAt) store.setItem(STORAGE_KEYS.expiresAt, String(tokens.expiresAt));
  else store.removeItem(STORAGE_KEYS.expiresAt);
  memoryTokens = null;
}

export function readUser(): SessionUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

export function writeUser(user: SessionUser): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearUserSession(): void {
  memoryTokens = null;
  const store = storage();
  try {
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.expiresAt, STORAGE_KEYS.user]) {
      store?.removeItem(key);
    }
  } catch {
    // Nothing more can be done; the in-memory session is already gone.
  }
  notify();
}

export function readAdmin(): AdminIdentity | null {
  const raw = storage()?.getItem(STORAGE_KEYS.admin);
  if (!raw) return memoryAdmin;
  try {
    const parsed = JSON.parse(raw) as Partial<AdminIdentity>;
    if (!parsed.token) return null;
    return {
      token: parsed.token,
      email: parsed.email ?? '',
      role: parsed.role ?? 'admin',
      refreshToken: typeof parsed.refreshToken === 'string' ? parsed.refreshToken : null,
      expiresAt: typeof parsed.expiresAt === 'number' ? parsed.expiresAt : null,
    };
  } catch {
    return null;
  }
}

export function writeAdmin(admin: AdminIdentity): void {
  memoryAdmin = admin;
  const store = storage();
  if (!store) return notify();
  store.setItem(STORAGE_KEYS.admin, JSON.stringify(admin));
  memoryAdmin = null;
  notify();
}

export function clearAdmin(): void {
  memoryAdmin = null;
  try {
    storage()?.removeItem(STORAGE_KEYS.admin);
  } catch {
    // As above: memory is the source of truth for this tab.
  }
  notify();
}

/** Either session's tokens in one shape, for the one refresh path (access-token.ts). */
export function readSessionTokens(kind: SessionKind): StoredTokens | null {
  if (kind === 'user') return readTokens();
  const admin = readAdmin();
  return admin && { accessToken: admin.token, refreshToken: admin.refreshToken ?? null, expiresAt: admin.expiresAt ?? null };
}

/** Stores renewed tokens; an admin session keeps its email and role, and is not recreated once signed out. */
export function writeSessionTokens(kind: SessionKind, tokens: StoredTokens): void {
  if (kind === 'user') return writeTokens(tokens);
  const admin = readAdmin();
  if (admin) writeAdmin({ ...admin, token: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt });
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(): void {
  for (const listener of [...listeners]) listener();
}
