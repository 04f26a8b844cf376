import { preloadRemote } from '@module-federation/enhanced/runtime';
import { screenOf } from '../app/screens';
import { loadRemoteComponent, loadRemotesConfig } from './remote-registry';

/**
 * Fetches the remote files of the screen at `pathname` (its remoteEntry and that module's own chunks)
 * while the shell itself is still loading, instead of after the shell's first render asked for them.
 * Only files: the remote is not initialised here, and its shared modules are left to the host's.
 */
export function preloadScreen(pathname: string): void {
  const id = screenOf(pathname);
  void loadRemotesConfig()
    .then(async () => {
      if (!id) return;
      const [alias = '', module = ''] = id.split('/');
      await preloadRemote([{ nameOrAlias: alias, exposes: [module], resourceCategory: 'sync', share: false, depsRemote: false }]);
    })
    // A failure here is only a missed head start: the route loads the remote itself and shows its fallback.
    .catch(() => undefined);
}

/**
 * Runs the module of the screen at `pathname` while the shell starts (after the async boundary, where shared modules
 * resolve): the module registers its texts, so they download beside the shell's own instead of after the screen's
 * first render asked for them, and the route finds the module ready. A failure is the route's to show.
 */
export function startScreen(pathname: string): void {
  const id = screenOf(pathname);
  if (id) void loadRemoteComponent(id).catch(() => undefined);
}
