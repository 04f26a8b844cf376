import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemotesConfig } from './remotes/remote-registry';
import './styles/base.css';

// Start fetching remotes.json while React renders, not when the first route asks for it.
void loadRemotesConfig().catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
