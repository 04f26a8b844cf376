import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UnauthorizedError, type Role } from '@abialbum/service-kit';
import { isRetired, type AdminRecord, type AdminStore } from '../store/admin.store';
import type { RefreshTokenStore } from '../store/refresh-token.store';
import type { UserRecord, UserStore } from '../store/user.store';
import { blockedError } from './errors';
import type { TokenIssuer } from './token-issuer';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface RenewedSession<Holder> {
  holder: Holder;
  tokens: SessionTokens;
}

const DAY_MS = 86_400_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const invalidRefresh = () => new UnauthorizedError('Your session has expired. Please sign in again.', 'REFRESH_TOKEN_INVALID');

/**
 * Sessions of users and admins: a short-lived access token plus an opaque refresh token that is rotated on
 * every use. A refresh token belongs to one role and only ever renews a token of that role. Tokens of one
 * sign-in share a family; presenting a token that was already rotated means it leaked, so the whole family
 * is revoked.
 */
export class Sessions {
  constructor(
    private readonly deps: {
      tokens: TokenIssuer;
      refreshTokens: RefreshTokenStore;
      users: UserStore;
      admins: AdminStore;
      refreshTtlDays: number;
    },
  ) {}

  async start(holderId: string, role: Role, familyId: string = randomUUID()): Promise<SessionTokens> {
    const refreshToken = randomBytes(32).toString('base64url');
    await this.deps.refreshTokens.insert({
      _id: hashToken(refreshToken),
      userId: holderId,
      role,
      familyId,
      expiresAt: new Date(Date.now() + this.deps.refreshTtlDays * DAY_MS),
    });
    const { accessToken, expiresIn } = await this.deps.tokens.issue(holderId, role);
    return { accessToken, refreshToken, expiresIn };
  }

  refresh(refreshToken: string, role: 'user'): Promise<RenewedSession<UserRecord>>;
  refresh(refreshToken: string, role: 'admin'): Promise<RenewedSession<AdminRecord>>;
  async refresh(refreshToken: string, role: Role): Promise<RenewedSession<UserRecord | AdminRecord>> {
    const hash = hashToken(refreshToken);
    const stored = await this.deps.refreshTokens.findLive(hash);
    // A token of the other role is treated as unknown, and its family is left alone: it was not reused.
    if (!stored || stored.revokedAt || stored.role !== role) throw invalidRefresh();
    // The family's lock from the token's use to its successor's insert: a revoke comes before both or after both.
    return this.deps.refreshTokens.inFamily(stored.familyId, async () => {
      if (stored.rotatedAt || !(await this.deps.refreshTokens.markRotated(hash))) {
        await this.deps.refreshTokens.revokeFamily(stored.familyId);
        throw new UnauthorizedError('This session is no longer valid. Please sign in again.', 'REFRESH_TOKEN_REUSED');
      }
      // Read again at every refresh: a removed or retired admin or a blocked user gets no new token.
      const holder = role === 'admin' ? await this.deps.admins.findById(stored.userId) : await this.deps.users.findById(stored.userId);
      const blocked = holder !== null && 'isBlocked' in holder && holder.isBlocked;
      const retired = holder !== null && !('isBlocked' in holder) && isRetired(holder);
      if (!holder || blocked || retired) {
        await this.deps.refreshTokens.revokeFamily(stored.familyId);
        throw blocked ? blockedError() : invalidRefresh();
      }
      return { holder, tokens: await this.start(stored.userId, role, stored.familyId) };
    });
  }

  /** Ends the sign-in the refresh token belongs to (only if it is this holder's). */
  async end(holderId: string, role: Role, refreshToken?: string): Promise<void> {
    if (!refreshToken) return;
    const stored = await this.deps.refreshTokens.findLive(hashToken(refreshToken));
    if (stored && stored.userId === holderId && stored.role === role) await this.deps.refreshTokens.revokeFamily(stored.familyId);
  }

  async endAll(holderId: string): Promise<void> {
    await this.deps.refreshTokens.revokeAllForUser(holderId);
  }
}
