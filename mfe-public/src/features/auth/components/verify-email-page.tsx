import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Spinner, useSession } from '@abialbum/web-kit';
import { verifyEmailLink } from '../api/auth.api';
import { linkToken } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import * as styles from './auth.module.css';

type Outcome = { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'refused'; message: string };

/** The page an address link opens (at sign-up, or for a new address): the link is used once, at once. */
export function VerifyEmailPage() {
  const token = linkToken(useLocation().hash);
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'busy' } : { kind: 'refused', message: 'This link is not complete. Please ask for a new one.' },
  );
  // A link works once: the effect may run twice (React's development mode), the call must not.
  const used = useRef<string | null>(null);
  const { status, refreshProfile } = session;

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    verifyEmailLink(token).then(
      (message) => setOutcome({ kind: 'done', message }),
      (err: unknown) => setOutcome({ kind: 'refused', message: failureText(err, 'Failed to verify the email address') }),
    );
  }, [token]);

  // A signed-in user's banner goes once the address is proved (or changed).
  useEffect(() => {
    if (outcome.kind === 'done' && status === 'signedIn') void refreshProfile().catch(() => undefined);
  }, [outcome.kind, status, refreshProfile]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="verify-title">
        <h1 id="verify-title" className={styles.title}>
          Email address
        </h1>
        {outcome.kind === 'busy' && <Spinner label="Verifying your email address..." showLabel />}
        {outcome.kind === 'done' && (
          <p className={styles.success} role="status">
            {outcome.message}
          </p>
        )}
        {outcome.kind === 'refused' && (
          <p className={styles.alert} role="alert">
            {outcome.message}
          </p>
        )}
        <nav className={styles.links} aria-label="Account">
          {status === 'signedIn' ? <Link to="/abialbum/account/email">Your email address</Link> : <Link to="/abialbum/login">Sign in</Link>}
          <Link to="/abialbum/landing">Back to Home</Link>
        </nav>
      </section>
    </div>
  );
}
