import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { NavigationBridge, ToastProvider, startLocale } from '@abialbum/web-kit';
import { AdminSessionProvider } from '@abialbum/web-kit/admin';
import AdminDashboard from './exposes/AdminDashboard';
import AdminLogin from './exposes/AdminLogin';

// Standalone page for working on this remote alone (port 3003); the shell guards the dashboard in production.
const container = document.getElementById('root');
// In the visitor's language from the first screen, as the shell does (English when its texts cannot be loaded).
if (container) {
  const root = createRoot(container);
  const page = (
    <StrictMode>
      <BrowserRouter>
        <NavigationBridge />
        <ToastProvider>
          <AdminSessionProvider>
            <main>
              <Routes>
                <Route path="/abialbum/admin/login" element={<AdminLogin />} />
                <Route path="/admin/login" element={<AdminLogin />} />
                <Route path="/abialbum/admin/dashboard" element={<AdminDashboard />} />
                <Route path="*" element={<Navigate to="/abialbum/admin/login" replace />} />
              </Routes>
            </main>
          </AdminSessionProvider>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>
  );
  void startLocale(['admin'])
    .catch(() => undefined)
    .then(() => root.render(page));
}
