import { Outlet } from 'react-router-dom';
import './layout.css';

/** Admin screens bring their own header (admin email, Logout); the shell only frames them. */
export function AdminLayout() {
  return (
    <div className="shell-page shell-page--admin">
      <main id="main" className="shell-main shell-main--admin" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
