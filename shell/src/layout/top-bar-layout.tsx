import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { readTokens, useSession, useTranslation } from '@abialbum/web-kit';
import { Footer } from './footer';
import { OnDemand } from './on-demand';
import { TopBar } from './top-bar';
import './layout.css';

// Only for a signed-in user whose address is not verified: not in a visitor's first load. Its texts are the shell's
// (loaded before the first render), so it shows as soon as its code is there.
const loadVerifyEmailBanner = () => import('./verify-email-banner');
const VerifyEmailBanner = lazy(() => loadVerifyEmailBanner().then(({ VerifyEmailBanner }) => ({ default: VerifyEmailBanner })));

/**
 * Waited for with the texts before the first render (bootstrap): a signed-in user's page downloads the banner's code
 * beside them, so that the banner, when the address is not verified, comes with the first paint rather than pushing the
 * page down once its chunk arrives. A visitor downloads nothing; a failure is left to the banner's own load (never
 * shown as an error).
 */
export function preloadVerifyEmailBanner(): Promise<unknown> {
  return readTokens() ? loadVerifyEmailBanner().catch(() => undefined) : Promise.resolve();
}

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
