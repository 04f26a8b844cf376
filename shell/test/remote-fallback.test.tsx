import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteLoader } from '../src/remotes/remote-loader-context';
import { renderApp, screenFor } from './support';

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a remote that cannot be loaded', () => {
  it('shows the fallback inside the layout, and Retry loads it once it is back', async () => {
    let up = false;
    const loader: RemoteLoader = {
      load: async (id) => {
        if (!up) throw new Error('ScriptExternalLoadError: Loading script failed');
        return screenFor(id);
      },
      reset: jest.fn(async () => undefined),
    };
    renderApp('/abialbum/about', loader);

    expect(await screen.findByRole('heading', { name: 'This part of the site could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'public/About' })).toBeInTheDocument();
    expect(loader.reset).toHaveBeenCalledWith('public/About');
  });

  it('keeps the fallback when a loaded screen throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    renderApp('/abialbum/terms', { load: async () => Broken, reset: async () => undefined });
    expect(await screen.findByText('This part of the site could not be loaded')).toBeInTheDocument();
  });
});
