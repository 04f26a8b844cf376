import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, identityClient, useSession, useToast } from '@abialbum/web-kit';
import './verify-email-banner.css';

/**
 * Asks a signed-in user whose address is not proved yet to open the link mailed at sign-up (signing in never waits
 * for it), with another link on request (limited per account by identity) and the page to change the address.
 */
export function VerifyEmailBanner() {
  const { status, user } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (status !== 'signedIn' || user?.emailVerified !== false) return null;

  const resend = async () => {
    setBusy(true);
    try {
      toast.success((await identityClient.resendVerification()).message);
    } catch (err) {
      // The catalogue's text: identity's own words for a refusal (too many links asked for).
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className="shell-verify-banner" aria-label="Email verification">
      <p className="shell-verify-banner__text">
        Please verify your email address: open the link we sent to <strong>{user.email}</strong>.
      </p>
      <div className="shell-verify-banner__actions">
        <button type="button" className="shell-verify-banner__button" disabled={busy} aria-busy={busy} onClick={() => void resend()}>
          {busy ? 'Sending...' : 'Send a new link'}
        </button>
        <Link to="/abialbum/account/email">Change address</Link>
      </div>
    </aside>
  );
}
