import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, errorMessage, identityClient, useSession, useToast, useTranslation } from '@abialbum/web-kit';
import './verify-email-banner.css';

/**
 * Asks a signed-in user whose address is not proved yet to open the link mailed at sign-up (signing in never waits
 * for it), with another link on request (limited per account by identity) and the page to change the address.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation('shell');
  const { status, user } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (status !== 'signedIn' || user?.emailVerified !== false) return null;

  const resend = async () => {
    setBusy(true);
    try {
      await identityClient.resendVerification();
      toast.success(t('verifyBanner.resent', { email: user.email }));
    } catch (err) {
      // The catalogue's text: identity's own words for a refusal (too many links asked for).
      toast.error(errorMessage(err, t('verifyBanner.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className="shell-verify-banner" aria-label={t('verifyBanner.label')}>
      <p className="shell-verify-banner__text">
        <Trans t={t} i18nKey="verifyBanner.text" values={{ email: user.email }} components={{ strong: <strong /> }} />
      </p>
      <div className="shell-verify-banner__actions">
        <button type="button" className="shell-verify-banner__button" disabled={busy} aria-busy={busy} onClick={() => void resend()}>
          {busy ? t('verifyBanner.sending') : t('verifyBanner.resend')}
        </button>
        <Link to="/abialbum/account/email">{t('verifyBanner.change')}</Link>
      </div>
    </aside>
  );
}
