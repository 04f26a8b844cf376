import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/base.css';

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // A transition renders in slices that let the browser breathe: no single long task on a slow phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
