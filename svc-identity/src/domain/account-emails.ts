import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { User } from '@abialbum/contracts';
import { BadRequestError, ValidationError } from '@abialbum/service-kit';
import {
  confirmNewEmailMail,
  emailChangedNotice,
  passwordChangedNotice,
  RESET_LINK_MINUTES,
  resetPasswordMail,
  VERIFY_LINK_HOURS,
  verifyEmailMail,
  type MailText,
} from '../mail/messages';
import type { EmailLinkPurpose, EmailLinkStore, OutgoingMail } from '../store/email-link.store';
import { DuplicateUserError, type UserRecord, type UserStore } from '../store/user.store';
import type { AttemptLimits } from './attempt-limits';
import { duplicateError } from './errors';
import type { MailLimits } from './mail-limits';
import { hashPassword, verifyPassword } from './passwords';
import type { Sessions } from './sessions';
import { toPublicUser } from './user.view';

const MINUTE_MS = 60_000;
const LIFETIMES: Record<EmailLinkPurpose, number> = {
  reset: RESET_LINK_MINUTES * MINUTE_MS,
  verify: VERIFY_LINK_HOURS * 60 * MINUTE_MS,
  change: VERIFY_LINK_HOURS * 60 * MINUTE_MS,
};
/** The pages of the public front end the links open; the key goes in the fragment, never sent to a server by a browser. */
const PAGES: Record<EmailLinkPurpose, string> = {
  reset: '/abialbum/reset-password',
  verify: '/abialbum/verify-email',
  change: '/abialbum/verify-email',
};
const FORGOT_PAGE = '/abialbum/forgot-password';

export const FORGOT_PASSWORD_ANSWER = 'If an account uses this email address, we have sent it a link to set a new password.';
export const PASSWORD_RESET_ANSWER = 'Your password has been changed. Every session of your account has been signed out: please sign in again.';
export const LINK_INVALID_MESSAGE = 'This link has expired or has already been used. Please ask for a new one.';

/** A link's key as stored (its sha256): the key itself is only ever in the mail. */
export const hashLinkKey = (key: string) => createHash('sha256').update(key).digest('base64url');
const linkInvalid = () => new BadRequestError(LINK_INVALID_MESSAGE, 'EMAIL_LINK_INVALID');

/**
 * What identity proves and recovers by mail: a forgotten password, the address at sign-up, a change of address. Each
 * link is used once and runs out (a reset's in 30 minutes); only its hash is stored; its mail is written with it
 * (EmailLinkStore) and sent by the MailRelay. `now`: the clock links are made and used by.
 */
export class AccountEmails {
  constructor(
    private readonly deps: {
      users: UserStore;
      links: EmailLinkStore;
      sessions: Sessions;
      signInLimits: AttemptLimits;
      mailLimits: MailLimits;
      /** The site's address the links open (PUBLIC_URL). */
      publicUrl: string;
      onMailWritten: () => void;
      /** Kicks the outbox relay: a verified or changed address is told (user.updated) at once. */
      onEventsWritten: () => void;
      now?: () => number;
    },
  ) {}

  /**
   * Forgot password. The same answer, and the same writes, whether or not an account uses the address: a link is
   * stored either way, and only an account's gets a mail (sent later by the relay, so the answer waits for no mail
   * server). Limited per address typed and per client address.
   */
  async forgotPassword(email: string, address: string): Promise<string> {
    await this.deps.mailLimits.ask(`email:${email}`, address);
    const user = await this.deps.users.findByEmail(email);
    await this.makeLink('reset', user && !user.isBlocked ? user._id.toString() : null, email, resetPasswordMail);
    return FORGOT_PASSWORD_ANSWER;
  }

  /** A new password through a reset link: every refresh token of the account is revoked, the other reset links too. */
  async resetPassword(key: string, password: string): Promise<string> {
    const now = new Date(this.now());
    const link = await this.deps.links.use(hashLinkKey(key), ['reset'], now);
    if (!link?.userId) throw linkInvalid();
    const userId = link.userId;
    if (!(await this.deps.users.setPassword(userId, await hashPassword(password)))) throw linkInvalid();
    await this.deps.sessions.endAll(userId);
    await this.deps.links.useAll(userId, 'reset', now);
    // A locked-out owner who proved the address starts afresh.
    await this.deps.signInLimits.succeededSignIn(`user:${userId}`);
    await this.deps.links.addMail(link._id, this.mail(link.email, passwordChangedNotice(this.page(FORGOT_PAGE))));
    this.deps.onMailWritten();
    return PASSWORD_RESET_ANSWER;
  }

  /** Sends the link that proves the address a user signed up with. */
  async sendVerification(user: UserRecord): Promise<void> {
    await this.makeLink('verify', user._id.toString(), user.email, verifyEmailMail);
  }

  /** Another verification link, asked by the signed-in user (limited per account and per client address). */
  async resendVerification(userId: string, address: string): Promise<string> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw linkInvalid();
    if (user.emailVerified) return 'Your email address is already verified.';
    await this.deps.mailLimits.ask(`user:${userId}`, address);
    await this.sendVerification(user);
    return `We have sent a new link to ${user.email}.`;
  }

  /**
   * A change of address, asked with the current password: nothing changes until the link sent to the new address
   * is opened.
   */
  async requestEmailChange(userId: string, input: { email: string; password: string }, address: string): Promise<string> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw linkInvalid();
    if (!(await verifyPassword(user.passwordHash, input.password))) throw new ValidationError({ password: 'Password is incorrect' });
    if (input.email === user.email) throw new ValidationError({ email: 'This is already your email address' });
    if (await this.deps.users.findByEmail(input.email)) throw duplicateError('email');
    await this.deps.mailLimits.ask(`user:${userId}`, address);
    await this.makeLink('change', userId, input.email, confirmNewEmailMail);
    return `We have sent a link to ${input.email}. Your email address changes once you open it.`;
  }

  /** Opens a mailed address link: at sign-up it proves the address; for a change it takes the new one and tells the old. */
  async verifyEmail(key: string): Promise<{ user: User; emailChanged: boolean; message: string }> {
    const { users, links } = this.deps;
    const now = new Date(this.now());
    const hash = hashLinkKey(key);
    const link = await links.use(hash, ['verify', 'change'], now);
    if (!link?.userId) throw linkInvalid();
    const user = await users.findById(link.userId);
    if (!user) throw linkInvalid();
    if (link.purpose === 'verify') {
      // A link to an address the account no longer has proves nothing.
      if (user.email !== link.email) throw linkInvalid();
      const updated = user.emailVerified ? user : await users.update(link.userId, { emailVerified: true }, 'user.updated');
      if (updated !== user) this.deps.onEventsWritten();
      return { user: toPublicUser(updated ?? user), emailChanged: false, message: 'Your email address is verified.' };
    }
    let updated: UserRecord | null;
    try {
      updated = await users.update(link.userId, { email: link.email, emailVerified: true }, 'user.updated');
    } catch (err) {
      if (err instanceof DuplicateUserError) throw duplicateError('email');
      throw err;
    }
    if (!updated) throw linkInvalid();
    this.deps.onEventsWritten();
    await links.addMail(hash, this.mail(user.email, emailChangedNotice(link.email, this.page(FORGOT_PAGE))));
    this.deps.onMailWritten();
    return { user: toPublicUser(updated), emailChanged: true, message: `Your email address is now ${link.email}.` };
  }

  /** Stores a link (its hash) with its mail in one write. No mail when no account (`userId` null). */
  private async makeLink(purpose: EmailLinkPurpose, userId: string | null, email: string, text: (link: string) => MailText): Promise<void> {
    const key = randomBytes(32).toString('base64url');
    const now = this.now();
    const mails = userId ? [this.mail(email, text(this.page(`${PAGES[purpose]}#token=${key}`)))] : [];
    await this.deps.links.insert({ _id: hashLinkKey(key), purpose, userId, email, expiresAt: new Date(now + LIFETIMES[purpose]), mails }, new Date(now));
    if (mails.length > 0) this.deps.onMailWritten();
  }

  private mail(to: string, { subject, text }: MailText): OutgoingMail {
    return { id: randomUUID(), to, subject, text };
  }

  private page(path: string): string {
    return `${this.deps.publicUrl.replace(/\/+$/, '')}${path}`;
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}
