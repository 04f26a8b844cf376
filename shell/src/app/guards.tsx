import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LOGIN_PATH, Spinner, useSession } from '@abialbum/web-kit';

/** Signed-out users go to login; the page they asked for travels in `state.from`. */
export function RequireUser() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner className="shell-route-spinner" />;
  if (status === 'signedOut') {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to={LOGIN_PATH} replace state={{ from }} />;
  }
  return <Outlet />;
}
