import { Outlet } from 'react-router-dom';
import { useTranslation } from '@abialbum/web-kit';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import { VerifyEmailBanner } from './verify-email-banner';
import './layout.css';

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
      <VerifyEmailBanner />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
