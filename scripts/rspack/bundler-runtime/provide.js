// A federation runtime plugin of the shell (runtimePlugins, shell/rspack.config.js): it puts the bundler runtime's
// functions where the remotes' production builds take them from (./remote.js), as provideExternalRuntime does for
// the runtime core. Each function works on the webpackRequire it is given, so one copy serves every build.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// Left out of the shell's own bundlerRuntime (the shell exposes nothing): every remote needs it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './global-name';

export default function provideBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] = { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap };
  return { name: 'abialbum-provide-bundler-runtime' };
}
