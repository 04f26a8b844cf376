// rspack config of a remote (mfe-public, mfe-owner, mfe-admin). Usage in <remote>/rspack.config.js:
//
//   const { createRemoteConfig } = require('../scripts/rspack/create-remote-config');
//   module.exports = createRemoteConfig({
//     name: 'public',                       // the shell loads 'public/Login' etc.
//     dir: __dirname,                       // entry is <dir>/src/index.ts (async boundary: import('./bootstrap'))
//     exposes: { './Login': './src/exposes/login.tsx' },
//     port: 3001,                           // dev server only
//   });
//
// Output: <dir>/dist with remoteEntry.js, mf-manifest.json, screen-files.json (production: the first page's preloads,
// screen-files.js), hashed chunks and a standalone index.html.
// A published build (scripts/ops/publish-remote.ts) sets REMOTE_OUT_DIR: the build goes there instead, with its stats
// beside it (.build-stats.json, hidden: never served), so dist/ and the first-load budget's stats stay as they were.
// publicPath 'auto': the files load from wherever the manifest was fetched, so the same build works in any folder.
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const path = require('node:path');
const { BuildStatsPlugin } = require('./build-stats');
const { ScreenFilesPlugin } = require('./screen-files');
const { BundlerRuntimeFromHost, federationBase, FederationRuntimeAsEsm, moduleRules, output, resolve } = require('./common');

/** The container's global name; `public` alone is a reserved word in strict-mode JavaScript. */
const containerName = (name) => `abialbum_${name.replace(/[^A-Za-z0-9_]/g, '_')}`;

/**
 * @param {{ name: string, dir: string, exposes: Record<string, string>, port?: number, statsFile?: string }} options
 *   statsFile: where the first-load budget's build stats go (scripts/rspack/build-stats.js; a test's fixture sets it)
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
function createRemoteConfig({ name, dir, exposes, port = 3001, statsFile }) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const outDir = process.env.REMOTE_OUT_DIR;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'cheap-module-source-map',
      output: { ...output(dir, 'auto'), ...(outDir ? { path: path.resolve(outDir) } : {}), uniqueName: containerName(name) },
      resolve: resolve(production),
      module: { rules: moduleRules(production) },
      plugins: [
        new ModuleFederationPlugin({
          // The shell provides the federation runtime (provideExternalRuntime) and the bundler runtime's functions
          // (BundlerRuntimeFromHost), so each remoteEntry does not carry its own copies. Development keeps them so a
          // remote runs alone. No remote loads other remotes: the runtime's remote loading is left out.
          ...federationBase({ externalRuntime: production, optimization: { disableRemote: true } }),
          name: containerName(name),
          filename: 'remoteEntry.js',
          exposes,
          manifest: true,
        }),
        new FederationRuntimeAsEsm(),
        ...(production ? [new BundlerRuntimeFromHost(), new ScreenFilesPlugin()] : []),
        new rspack.HtmlRspackPlugin({ chunks: ['main'], title: `Abi Social Album (${name})` }),
        new BuildStatsPlugin({ name: path.basename(dir), file: outDir ? path.join(path.resolve(outDir), '.build-stats.json') : statsFile }),
      ],
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}

module.exports = { createRemoteConfig, containerName };
