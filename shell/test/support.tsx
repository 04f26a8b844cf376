import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NavigationBridge } from '@abialbum/web-kit';
import { AppProviders } from '../src/app/app';
import { AppRoutes } from '../src/app/app-routes';
import { RemoteLoaderContext, type RemoteLoader } from '../src/remotes/remote-loader-context';
import { clearRemoteCache } from '../src/remotes/remote-route';

/** A remote screen stand-in: names itself and shows where the router put it. */
export function screenFor(id: string): ComponentType {
  return function RemoteScreen() {
    const location = useLocation();
    const state = location.state as { from?: { pathname: string; search: string } } | null;
    return (
      <div>
        <h1>{id}</h1>
        <p data-testid="location">{`${location.pathname}${location.search}`}</p>
        <p data-testid="from">{state?.from ? `${state.from.pathname}${state.from.search}` : 'none'}</p>
      </div>
    );
  };
}

export const workingLoader: RemoteLoader = {
  load: async (id) => screenFor(id),
  reset: async () => undefined,
};

export function renderApp(path: string, loader: RemoteLoader = workingLoader) {
  clearRemoteCache();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavigationBridge />
      <AppProviders>
        <RemoteLoaderContext.Provider value={loader}>
          <AppRoutes />
        </RemoteLoaderContext.Provider>
      </AppProviders>
    </MemoryRouter>,
  );
}

export function signInStored() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ id: '65f000000000000000000001', name: 'Demo', email: 'demo@abialbum.test' }));
}
