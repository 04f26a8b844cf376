import { linkIn, newestMail } from '../../e2e/support/mailbox';
import { expectOk, type GatewayClient } from './gateway-client';
import type { Session } from './accounts.seed';

/** How long the first address's mail is waited for (identity sends it just after the sign-up answered). */
const FIRST_MAIL_MS = 30_000;
const NEXT_MAIL_MS = 5_000;

/**
 * Each demo person verifies their address as a person would: the link of the verification mail identity sent at
 * sign-up, read from the platform's mail catcher (Mailpit, MAIL_API_URL), opened once. So the demo accounts of `npm
 * start` show no "verify your address" banner. Without MAIL_API_URL (mail goes to a real server: SMTP_URL) nothing
 * is done. A link already used (a second run) changes nothing.
 */
export async function verifyAddresses(api: GatewayClient, sessions: Session[]): Promise<void> {
  if (!process.env.MAIL_API_URL) {
    console.log('  no mail catcher (MAIL_API_URL unset): addresses left unverified');
    return;
  }
  let waitMs = FIRST_MAIL_MS;
  for (const { person } of sessions) {
    const mail = await newestMail(person.email, 'Verify your email address', waitMs).catch(() => null);
    waitMs = NEXT_MAIL_MS;
    if (!mail) {
      console.log(`  no verification mail to ${person.email}: left unverified`);
      continue;
    }
    const token = new URL(linkIn(mail), 'http://link').hash.replace(/^#token=/, '');
    const answer = await api.post<unknown>('/abialbum/users/email/verify', { token });
    if (answer.status === 400 && answer.body.code === 'EMAIL_LINK_INVALID') continue;
    expectOk(answer, `verification of ${person.email}`);
  }
}
