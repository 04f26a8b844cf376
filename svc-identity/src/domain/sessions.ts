import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UnauthorizedError } from '@abialbum/service-kit';
import type { RefreshTokenStore } from '../store/refresh-token.store';
import type { UserRecord, UserStore } from '../store/user.store';
import { blockedError } from './errors';
import type { TokenIssuer } from './token-issuer';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

const DAY_MS = 86_400_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const invalidRefresh = () => new UnauthorizedError('Your session has expired. Please sign in again.', 'REFRESH_TOKEN_INVALID');

/**
 * User sessions: a short-lived access token plus an opaque refresh token that is rotated on every use.
 * Tokens of one sign-in share a family; presenting a token that was already rotated means it leaked,
 * so the whole family is revoked.
 */
export class Sessions {
  constructor(
    private readonly deps: { tokens: TokenIssuer; refreshTokens: RefreshTokenStore; users: UserStore; refreshTtlDays: number },
  ) {}

  async start(userId: string, familyId: string = randomUUID()): Promise<SessionTokens> {
    const refreshToken = randomBytes(32).toString('base64url');
    await this.deps.refreshTokens.insert({
      _id: hashToken(refreshToken),
      userId,
      familyId,
      expiresAt: new Date(Date.now() + this.deps.refreshTtlDays * DAY_MS),
    });
    const { accessToken, expiresIn } = await this.deps.tokens.issue(userId, 'user');
    return { accessToken, refreshToken, expiresIn };
  }

  async refresh(refreshToken: string): Promise<{ user: UserRecord; tokens: SessionTokens }> {
    const hash = hashToken(refreshToken);
    const stored = await this.deps.refreshTokens.findLive(hash);
    if (!stored || stored.revokedAt) throw invalidRefresh();
    if (stored.rotatedAt || !(await this.deps.refreshTokens.markRotated(hash))) {
      await this.deps.refreshTokens.revokeFamily(stored.familyId);
      throw new UnauthorizedError('This session is no longer valid. Please sign in again.', 'REFRESH_TOKEN_REUSED');
    }
    const user = await this.deps.users.findById(stored.userId);
    if (!user) throw invalidRefresh();
    if (user.isBlocked) {
      await this.deps.refreshTokens.revokeFamily(stored.familyId);
      throw blockedError();
    }
    return { user, tokens: await this.start(stored.userId, stored.familyId) };
  }

  /** Ends the sign-in the refresh token belongs to (only if it is this user's). */
  async end(userId: string, refreshToken?: string): Promise<void> {
    if (!refreshToken) return;
    const stored = await this.deps.refreshTokens.findLive(hashToken(refreshToken));
    if (stored && stored.userId === userId) await this.deps.refreshTokens.revokeFamily(stored.familyId);
  }

  async endAll(userId: string): Promise<void> {
    await this.deps.refreshTokens.revokeAllForUser(userId);
  }
}
