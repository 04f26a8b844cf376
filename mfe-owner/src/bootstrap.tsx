import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { NavigationBridge, SessionProvider, ToastProvider, startLocale } from '@abialbum/web-kit';
import AlbumManager from './exposes/AlbumManager';
import Followers from './exposes/Followers';
import JoinedAlbums from './exposes/JoinedAlbums';

// Standalone page for working on this remote alone (port 3002); the shell guards these routes in production.
const container = document.getElementById('root');
// In the visitor's language from the first screen, as the shell does (English when its texts cannot be loaded).
if (container) {
  const root = createRoot(container);
  const page = (
    <StrictMode>
      <BrowserRouter>
        <NavigationBridge />
        <ToastProvider>
          <SessionProvider>
            <main>
              <Routes>
                <Route path="/abialbum/albums" element={<AlbumManager />} />
                <Route path="/abialbum/owner" element={<AlbumManager />} />
                <Route path="/abialbum/joined-albums" element={<JoinedAlbums />} />
                <Route path="/abialbum/followers" element={<Followers />} />
                <Route path="*" element={<Navigate to="/abialbum/owner" replace />} />
              </Routes>
            </main>
          </SessionProvider>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>
  );
  void startLocale(['owner'])
    .catch(() => undefined)
    .then(() => root.render(page));
}
