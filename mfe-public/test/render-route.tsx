import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where navigation ended up: the test's stand-in for the shell's other screens. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders a screen at its route, with any router state (e.g. the guard's `from`) and fragment (a mailed link's key). */
export function renderRoute(screen: ReactElement, { path, state, hash }: { path: string; state?: unknown; hash?: string }) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[{ pathname: path, state, hash }]}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...result };
}
