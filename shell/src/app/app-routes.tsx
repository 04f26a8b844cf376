import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '@abialbum/web-kit';
import { AdminLayout } from '../layout/admin-layout';
import { AltLayoutRoute } from '../layout/alt-layout/alt-layout-route';
import { TopBarLayout } from '../layout/top-bar-layout';
import { RemoteRoute } from '../remotes/remote-route';
import { RequireAdmin, RequireUser } from './guards';
import { PUBLIC_SCREENS, USER_SCREENS } from './screens';

/** Every route of SPEC section 2; screens come from the remotes by their exposed names. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/abialbum/landing" replace />} />
      <Route path="/login" element={<LoginAlias />} />
      <Route element={<AdminLayout />}>
        <Route path="/admin/login" element={<RemoteRoute id="admin/AdminLogin" />} />
        <Route path="/abialbum/admin/login" element={<RemoteRoute id="admin/AdminLogin" />} />
        <Route element={<RequireAdmin />}>
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
