// A remote's federation glue in production (BundlerRuntimeFromHost, create-remote-config.js), in place of
// @module-federation/webpack-bundler-runtime's: the same object, with this build's own state (its share scope,
// instance and options) around the shell's copy of the functions (provide.js). Only `init` of the runtime is
// bundled: it is what the functions call through `runtime`, and it must stay this remote's own (the shell's would
// make the remote's instance the shell's default one).
import { init } from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './global-name';

const host = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!host) throw new Error('This remote needs a shell that provides the federation bundler runtime (scripts/rspack/bundler-runtime/provide.js)');

export default {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {} },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
