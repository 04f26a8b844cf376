import type { Connection } from 'mongoose';
import type { IdentityConfig } from './config';
import { Accounts } from './domain/accounts';
import { AdminAccounts } from './domain/admin-accounts';
import { AttemptLimits, type AttemptLimitSettings } from './domain/attempt-limits';
import { Sessions } from './domain/sessions';
import { loadKeyRing } from './domain/signing-keys';
import { TokenIssuer } from './domain/token-issuer';
import { UserCatalogue } from './domain/user-catalogue';
import { AdminStore } from './store/admin.store';
import { AttemptStore } from './store/attempt.store';
import { RefreshTokenStore } from './store/refresh-token.store';
import { SigningKeyStore } from './store/signing-key.store';
import { UserStore } from './store/user.store';

export type ServiceSettings = Pick<IdentityConfig, 'JWT_ISSUER' | 'JWT_AUDIENCE' | 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_DAYS'>;

export interface IdentityServices {
  users: UserStore;
  admins: AdminStore;
  refreshTokens: RefreshTokenStore;
  attempts: AttemptStore;
  tokens: TokenIssuer;
  sessions: Sessions;
  accounts: Accounts;
  adminAccounts: AdminAccounts;
  /** Every user in memory, for the admin's list and search (started and stopped by index.ts). */
  catalogue: UserCatalogue;
}

/**
 * Stores and use cases over one database connection, wired by hand. `onEventsWritten` is called after a
 * write that put events in an outbox (index.ts passes the relay's kick, for low latency).
 */
export async function createServices(
  connection: Connection,
  settings: ServiceSettings,
  onEventsWritten: () => void = () => undefined,
  attemptLimits?: AttemptLimitSettings,
): Promise<IdentityServices> {
  const users = new UserStore(connection);
  const admins = new AdminStore(connection);
  const refreshTokens = new RefreshTokenStore(connection);
  const signingKeys = new SigningKeyStore(connection);
  const attempts = new AttemptStore(connection);
  const limits = new AttemptLimits(attempts, attemptLimits);
  // Unique indexes must exist before the first write relies on them.
  await Promise.all([users.model, admins.model, refreshTokens.model, signingKeys.model].map((model) => model.init()));
  const keys = await loadKeyRing(signingKeys);
  const tokens = new TokenIssuer(keys, { issuer: settings.JWT_ISSUER, audience: settings.JWT_AUDIENCE, ttlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS });
  const sessions = new Sessions({ tokens, refreshTokens, users, admins, refreshTtlDays: settings.REFRESH_TOKEN_TTL_DAYS });
  const accounts = new Accounts({ users, sessions, limits, onEventsWritten });
  const catalogue = new UserCatalogue(users);
  users.changed = (userId) => catalogue.refresh(userId);
  await catalogue.rebuild();
  const adminAccounts = new AdminAccounts({ admins, users, catalogue, sessions, limits, onEventsWritten });
  return { users, admins, refreshTokens, attempts, tokens, sessions, accounts, adminAccounts, catalogue };
}
