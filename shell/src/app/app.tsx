import { BrowserRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { NavigationBridge, SessionProvider, ToastProvider } from '@abialbum/web-kit';
import { AppFailed } from './app-failed';
import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './error-boundary';
import '../i18n/shell-messages';

/**
 * Providers in dependency order: the router first (navigation hook), toasts before the session that toasts. The
 * admin session is the admin layout's (loaded with the admin routes only).
 */
export function App() {
  return (
    <ErrorBoundary logAs="The application failed" fallback={<AppFailed />}>
      <BrowserRouter>
        <NavigationBridge />
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </ErrorBoundary>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <SessionProvider>{children}</SessionProvider>
    </ToastProvider>
  );
}
