import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_LOGIN_PATH, LOGIN_PATH, Spinner, useAdminSession, useSession } from '@abialbum/web-kit';

/** Signed-out users go to login; the page they asked for travels in `state.from`. */
export function RequireUser() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Loading..." className="shell-route-spinner" />;
  if (status === 'signedOut') {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to={LOGIN_PATH} replace state={{ from }} />;
  }
  return <Outlet />;
}

export function RequireAdmin() {
  const { admin } = useAdminSession();
  if (!admin) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return <Outlet />;
}
