import { Navigate, Outlet } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '@abialbum/web-kit';
import { AdminSessionProvider, useAdminSession } from '@abialbum/web-kit/admin';
import { LanguageSelect } from './language-select';
import './layout.css';

/**
 * Admin screens bring their own header (admin email, Logout); the shell only frames them, with the admin session
 * around them and the language choice below. Loaded with the admin routes only (app-routes.tsx), so no visitor
 * downloads any of it.
 */
export function AdminLayout() {
  return (
    <AdminSessionProvider>
      <div className="shell-page shell-page--admin">
        <main id="main" className="shell-main shell-main--admin" tabIndex={-1}>
          <Outlet />
        </main>
        <footer className="shell-footer">
          <LanguageSelect className="shell-footer-language" />
        </footer>
      </div>
    </AdminSessionProvider>
  );
}

/** Without an admin session, the admin login. */
export function RequireAdmin() {
  const { admin } = useAdminSession();
  if (!admin) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return <Outlet />;
}
