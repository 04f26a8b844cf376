import type { Connection } from 'mongoose';
import type { IdentityConfig } from './config';
import { Accounts } from './domain/accounts';
import { AccountEmails } from './domain/account-emails';
import { AdminAccounts } from './domain/admin-accounts';
import { AttemptLimits, type AttemptLimitSettings } from './domain/attempt-limits';
import { Sessions } from './domain/sessions';
import { DEFAULT_MAIL_LIMITS, MailLimits, type MailLimitSettings } from './domain/mail-limits';
import { loadKeyRing } from './domain/signing-keys';
import { TokenIssuer } from './domain/token-issuer';
import { UserCatalogue } from './domain/user-catalogue';
import { AdminStore } from './store/admin.store';
import { AttemptStore } from './store/attempt.store';
import { EmailLinkStore } from './store/email-link.store';
import { RefreshTokenStore } from './store/refresh-token.store';
import { SigningKeyStore } from './store/signing-key.store';
import { UserStore } from './store/user.store';

export type ServiceSettings = Pick<IdentityConfig, 'JWT_ISSUER' | 'JWT_AUDIENCE' | 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_DAYS'> &
  Partial<Pick<IdentityConfig, 'PUBLIC_URL'>>;

/** What mail needs besides the settings: a kick of the MailRelay after a mail is written, the limits, a clock. */
export interface MailWiring {
  onMailWritten?: () => void;
  limits?: MailLimitSettings;
  /** The clock links are made and used by (a test moves it past a link's expiry). */
  now?: () => number;
}

export interface IdentityServices {
  users: UserStore;
  admins: AdminStore;
  refreshTokens: RefreshTokenStore;
  attempts: AttemptStore;
  /** Mailed links and the mails waiting to go (drained by the MailRelay that index.ts starts). */
  emailLinks: EmailLinkStore;
  emails: AccountEmails;
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
  mail: MailWiring = {},
): Promise<IdentityServices> {
  const users = new UserStore(connection);
  const admins = new AdminStore(connection);
  const refreshTokens = new RefreshTokenStore(connection);
  const signingKeys = new SigningKeyStore(connection);
  const attempts = new AttemptStore(connection);
  const limits = new AttemptLimits(attempts, attemptLimits);
  const emailLinks = new EmailLinkStore(connection);
  // Unique indexes must exist before the first write relies on them.
  await Promise.all([users.model, admins.model, refreshTokens.model, signingKeys.model, emailLinks.model].map((model) => model.init()));
  const keys = await loadKeyRing(signingKeys);
  const tokens = new TokenIssuer(keys, { issuer: settings.JWT_ISSUER, audience: settings.JWT_AUDIENCE, ttlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS });
  const sessions = new Sessions({ tokens, refreshTokens, users, admins, refreshTtlDays: settings.REFRESH_TOKEN_TTL_DAYS });
  const emails = new AccountEmails({
    users,
    links: emailLinks,
    sessions,
    signInLimits: limits,
    mailLimits: new MailLimits(attempts, mail.limits ?? DEFAULT_MAIL_LIMITS, mail.now),
    publicUrl: settings.PUBLIC_URL ?? 'http://localhost:8080',
    onMailWritten: mail.onMailWritten ?? (() => undefined),
    onEventsWritten,
    now: mail.now,
  });
  const accounts = new Accounts({ users, sessions, limits, emails, onEventsWritten });
  const catalogue = new UserCatalogue(users);
  users.changed = (userId) => catalogue.refresh(userId);
  await catalogue.rebuild();
  const adminAccounts = new AdminAccounts({ admins, users, catalogue, sessions, limits, onEventsWritten });
  return { users, admins, refreshTokens, attempts, emailLinks, emails, tokens, sessions, accounts, adminAccounts, catalogue };
}
