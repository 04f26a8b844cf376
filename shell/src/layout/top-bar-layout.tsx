import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession, useTranslation } from '@abialbum/web-kit';
import { Footer } from './footer';
import { OnDemand } from './on-demand';
import { TopBar } from './top-bar';
import './layout.css';

// Only for a signed-in user whose address is not verified: not in a visitor's first load, nor its texts.
const VerifyEmailBanner = lazy(() => import('./signed-in/verify-email-banner').then(({ VerifyEmailBanner }) => ({ default: VerifyEmailBanner })));

/**
 * SPEC "Layouts": the top-bar layout of every user route. Screens render at once: a public page does not
 * wait for the stored session to be read (the signed-in guard and the pages that need the user do).
 */
export function TopBarLayout() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-page">
      <a href="#main" className="shell-skip-link">
        {t('layout.skipToMain')}
      </a>
      <TopBar />
      <VerifyEmailPrompt />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** The verification banner, loaded when there is an address to verify (its own session hook: the page does not re-render). */
function VerifyEmailPrompt() {
  const { status, user } = useSession();
  if (status !== 'signedIn' || user?.emailVerified !== false) return null;
  return (
    <OnDemand>
      <VerifyEmailBanner />
    </OnDemand>
  );
}
