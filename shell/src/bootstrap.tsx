import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startLocale } from '@abialbum/web-kit';
import { App } from './app/app';
import { preloadVerifyEmailBanner } from './layout/top-bar-layout';
import { startScreen } from './remotes/remote-preload';
import './styles/base.css';

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  startScreen(window.location.pathname);
  // The first screen shows in the visitor's language at once: its texts (web-kit's and the shell's) come first. A
  // language chunk that fails to load leaves the page in English rather than blank. A signed-in user's verification
  // banner downloads meanwhile (top-bar-layout.tsx): no layout shift when it shows.
  void Promise.all([
    startLocale(['shell']).catch((error: unknown) => console.error('The texts of the chosen language could not be loaded', error)),
    preloadVerifyEmailBanner(),
  ]).then(() =>
    // A transition renders in slices that let the browser breathe: no single long task on a slow phone.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}
