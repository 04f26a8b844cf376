import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LOGIN_PATH, Spinner } from '@abialbum/web-kit';
import { AltLayoutRoute } from '../layout/alt-layout/alt-layout-route';
import { TopBarLayout } from '../layout/top-bar-layout';
import { RemoteRoute } from '../remotes/remote-route';
import { RequireUser } from './guards';
import { PUBLIC_SCREENS, USER_SCREENS } from './screens';

// The admin layout and its guard come with the admin routes (and web-kit's admin entry with them): one chunk,
// fetched by an admin page only.
const adminModule = () => import('../layout/admin-layout');
const AdminLayout = lazy(() => adminModule().then(({ AdminLayout }) => ({ default: AdminLayout })));
const RequireAdmin = lazy(() => adminModule().then(({ RequireAdmin }) => ({ default: RequireAdmin })));

function Loading({ component: Component }: { component: ComponentType }) {
  return (
    <Suspense fallback={<Spinner className="shell-route-spinner" />}>
      <Component />
    </Suspense>
  );
}

/** Every route of SPEC section 2; screens come from the remotes by their exposed names. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/abialbum/landing" replace />} />
      <Route path="/login" element={<LoginAlias />} />
      <Route element={<Loading component={AdminLayout} />}>
        <Route path="/admin/login" element={<RemoteRoute id="admin/AdminLogin" />} />
        <Route path="/abialbum/admin/login" element={<RemoteRoute id="admin/AdminLogin" />} />
        <Route element={<Loading component={RequireAdmin} />}>
          <Route path="/abialbum/admin/dashboard" element={<RemoteRoute id="admin/AdminDashboard" />} />
        </Route>
      </Route>
      <Route path="/abialbum/explore-world" element={<AltLayoutRoute />} />
      <Route path="/abialbum" element={<TopBarLayout />}>
        <Route index element={<Navigate to="/abialbum/landing" replace />} />
        {PUBLIC_SCREENS.map(({ path, id }) => (
          <Route key={path} path={path} element={<RemoteRoute id={id} />} />
        ))}
        <Route element={<RequireUser />}>
          {USER_SCREENS.map(({ path, id }) => (
            <Route key={path} path={path} element={<RemoteRoute id={id} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

/** "Some navigation uses /login": same page, same origin state and query. */
function LoginAlias() {
  const location = useLocation();
  return <Navigate to={{ pathname: LOGIN_PATH, search: location.search }} replace state={location.state} />;
}
