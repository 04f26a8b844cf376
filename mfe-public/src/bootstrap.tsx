import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { NavigationBridge, SessionProvider, ToastProvider } from '@abialbum/web-kit';
import { routes } from './app/routes';

// Standalone page for working on this remote alone (port 3001); the shell renders the exposes itself.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <NavigationBridge />
        <ToastProvider>
          <SessionProvider>
            <main>
              <Routes>
                {routes.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
                <Route path="*" element={<Navigate to="/abialbum/landing" replace />} />
              </Routes>
            </main>
          </SessionProvider>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
