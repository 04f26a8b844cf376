import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Spinner, useSession, useTranslation } from '@abialbum/web-kit';
import { verifyEmailLink } from '../api/auth.api';
import { linkToken } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import { AuthCard } from './auth-card';
import * as styles from './auth.module.css';

type Outcome = { kind: 'busy' } | { kind: 'verified' } | { kind: 'changed'; email: string } | { kind: 'refused'; message: string };

/** The page an address link opens (at sign-up, or for a new address): the link is used once, at once. */
export function VerifyEmailPage() {
  const { t } = useTranslation('public');
  const token = linkToken(useLocation().hash);
  const { status, refreshProfile } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'busy' });
  // A link works once: the effect may run twice (React's development mode), the call must not.
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    verifyEmailLink(token).then(
      ({ user, emailChanged }) => setOutcome(emailChanged ? { kind: 'changed', email: user.email } : { kind: 'verified' }),
      (err: unknown) => setOutcome({ kind: 'refused', message: failureText(err, t('verify.failed')) }),
    );
  }, [token, t]);

  // A signed-in user's banner goes once the address is proved (or changed).
  const done = outcome.kind === 'verified' || outcome.kind === 'changed';
  useEffect(() => {
    if (done && status === 'signedIn') void refreshProfile().catch(() => undefined);
  }, [done, status, refreshProfile]);

  return (
    <AuthCard
      titleId="verify-title"
      title={t('emailLink.emailAddress')}
      links={
        <>
          {status === 'signedIn' ? (
            <Link to="/abialbum/account/email">{t('verify.yourEmail')}</Link>
          ) : (
            <Link to="/abialbum/login">{t('verify.signIn')}</Link>
          )}
          <Link to="/abialbum/landing">{t('verify.home')}</Link>
        </>
      }
    >
      {!token && (
        <p className={styles.alert} role="alert">
          {t('emailLink.incomplete')}
        </p>
      )}
      {token && outcome.kind === 'busy' && <Spinner label={t('verify.busy')} showLabel />}
      {done && (
        <p className={styles.success} role="status">
          {outcome.kind === 'changed' ? t('verify.changed', { email: outcome.email }) : t('verify.done')}
        </p>
      )}
      {outcome.kind === 'refused' && (
        <p className={styles.alert} role="alert">
          {outcome.message}
        </p>
      )}
    </AuthCard>
  );
}
