import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where navigation ended up: the test's stand-in for the shell's other screens. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export function renderRoute(screen: ReactElement, path: string) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={screen} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...result };
}
