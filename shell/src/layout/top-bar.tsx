import { lazy, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH, useSession, useTranslation } from '@abialbum/web-kit';
import { OnDemand } from './on-demand';
import { SearchBox } from './search-box';

// Signed in only: a visitor's first load carries neither the bell, nor its texts, nor the notification stream it opens.
const NotificationBell = lazy(() => import('./bell/notification-bell').then(({ NotificationBell }) => ({ default: NotificationBell })));

export function TopBar() {
  const { t } = useTranslation('shell');
  const { status, signOut } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  const logout = async () => {
    await signOut();
    void navigate(LOGIN_PATH);
  };

  const navClass = ({ isActive }: { isActive: boolean }) => `shell-nav__link${isActive ? ' shell-nav__link--active' : ''}`;

  return (
    <header className="shell-topbar">
      <div className={`shell-topbar__inner${status === 'signedIn' ? ' shell-topbar__inner--bell' : ''}`}>
        <Link to="/abialbum/landing" className="shell-logo">
          <span className="shell-logo__mark" aria-hidden="true">
            A
          </span>
          <span className="shell-logo__text">Abi Social Album</span>
        </Link>
        <button
          type="button"
          className="shell-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="shell-primary-nav"
          aria-label={menuOpen ? t('topBar.closeMenu') : t('topBar.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        <div id="shell-primary-nav" className={`shell-topbar__menu${menuOpen ? ' shell-topbar__menu--open' : ''}`}>
          <SearchBox onSearch={() => setMenuOpen(false)} />
          <nav aria-label={t('topBar.mainNav')} className="shell-nav">
            {status === 'signedIn' && (
              <>
                <NavLink to="/abialbum/owner" className={navClass}>
                  {t('topBar.myAlbums')}
                </NavLink>
                <NavLink to="/abialbum/joined-albums" className={navClass}>
                  {t('topBar.joinedAlbums')}
                </NavLink>
                <NavLink to="/abialbum/account/email" className={navClass}>
                  {t('topBar.account')}
                </NavLink>
                <button type="button" className="shell-nav__link shell-nav__button" onClick={() => void logout()}>
                  {t('topBar.logout')}
                </button>
              </>
            )}
            {status === 'signedOut' && (
              <>
                <NavLink to="/abialbum/login" className={navClass}>
                  {t('topBar.login')}
                </NavLink>
                <NavLink to="/abialbum/signup" className="shell-nav__link shell-nav__cta">
                  {t('topBar.join')}
                </NavLink>
              </>
            )}
          </nav>
        </div>
        {/* After the menu: read last on a wide screen, where it shows last; on a phone it moves beside the toggle. */}
        {/* Its place is kept while it loads: the top bar does not move when it arrives. */}
        {status === 'signedIn' && (
          <OnDemand fallback={<span className="shell-bell-slot" aria-hidden="true" />}>
            <NotificationBell />
          </OnDemand>
        )}
      </div>
    </header>
  );
}
