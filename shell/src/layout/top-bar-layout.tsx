import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import './layout.css';

/**
 * SPEC "Layouts": the top-bar layout of every user route. Screens render at once: a public page does not
 * wait for the stored session to be read (the signed-in guard and the pages that need the user do).
 */
export function TopBarLayout() {
  return (
    <div className="shell-page">
      <a href="#main" className="shell-skip-link">
        Skip to main content
      </a>
      <TopBar />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
