import { Outlet } from 'react-router-dom';
import { Spinner, useSession } from '@abialbum/web-kit';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import './layout.css';

/** SPEC "Layouts": the top-bar layout of every user route. */
export function TopBarLayout() {
  const { status } = useSession();
  return (
    <div className="shell-page">
      <a href="#main" className="shell-skip-link">
        Skip to main content
      </a>
      <TopBar />
      <main id="main" className="shell-main" tabIndex={-1}>
        {status === 'loading' ? <Spinner label="Loading..." className="shell-route-spinner" /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
