import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '@abialbum/web-kit';
import { AdminLayout } from '../layout/admin-layout';
import { AltLayoutRoute } from '../layout/alt-layout/alt-layout-route';
import { TopBarLayout } from '../layout/top-bar-layout';
import { RemoteRoute } from '../remotes/remote-route';
import { RequireAdmin, RequireUser } from './guards';

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
        <Route path="landing" element={<RemoteRoute id="public/Landing" />} />
        <Route path="dashboard" element={<RemoteRoute id="public/Landing" />} />
        <Route path="login" element={<RemoteRoute id="public/Login" />} />
        <Route path="signup" element={<RemoteRoute id="public/Signup" />} />
        <Route path="home" element={<RemoteRoute id="public/Explore" />} />
        <Route path="about" element={<RemoteRoute id="public/About" />} />
        <Route path="terms" element={<RemoteRoute id="public/Terms" />} />
        <Route path="friends" element={<RemoteRoute id="public/Friends" />} />
        <Route path="contact" element={<RemoteRoute id="public/Contact" />} />
        <Route path="top-albums" element={<RemoteRoute id="public/TopAlbums" />} />
        <Route path="search" element={<RemoteRoute id="public/Search" />} />
        <Route path="album/:albumId" element={<RemoteRoute id="public/AlbumDetail" />} />
        <Route path="albums/:albumId" element={<RemoteRoute id="public/AlbumDetail" />} />
        <Route path="profile/:albumId" element={<RemoteRoute id="public/Profile" />} />
        <Route path="shared-section/:sectionId" element={<RemoteRoute id="public/SharedSection" />} />
        <Route path="user-uploads/:userId" element={<RemoteRoute id="public/UserUploads" />} />
        <Route element={<RequireUser />}>
          <Route path="albums" element={<RemoteRoute id="owner/AlbumManager" />} />
          <Route path="owner" element={<RemoteRoute id="owner/AlbumManager" />} />
          <Route path="joined-albums" element={<RemoteRoute id="owner/JoinedAlbums" />} />
          <Route path="followers" element={<RemoteRoute id="owner/Followers" />} />
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
