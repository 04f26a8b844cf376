import { BrowserRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { NavigationBridge, SessionProvider, ToastProvider } from '@abialbum/web-kit';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';
import '../i18n/shell-messages';

/**
 * Providers in dependency order: the router first (navigation hook), toasts before the session that toasts. The
 * admin session is the admin layout's (loaded with the admin routes only).
 */
export function App() {
  return (
    <AppErrorBoundary>
      <BrowserRouter>
        <NavigationBridge />
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </AppErrorBoundary>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <SessionProvider>{children}</SessionProvider>
    </ToastProvider>
  );
}
