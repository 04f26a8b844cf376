// The shell: the federation host. Remotes are not listed here; they are registered at run time
// from /remotes.json (src/remotes/remote-registry.ts), so one build serves any host.
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { federationBase, FederationRuntimeAsEsm, moduleRules, output, PROVIDE_BUNDLER_RUNTIME, resolve } = require('../scripts/rspack/common');
const { StartupPreloadPlugin } = require('../scripts/rspack/startup-preload');
const { BuildStatsPlugin } = require('../scripts/rspack/build-stats');
const { LAZY_SHARED } = require('../scripts/rspack/shared');
const remotes = require('./public/remotes.json');

// The remote of the first screens most visitors see (landing, explore, profiles): its manifest and entry
// are fetched while the page loads. remoteEntry.js sits beside the manifest (create-remote-config.js).
// These are the URLs of the remotes.json built here; a deployment that points elsewhere only loses the head start.
const firstRemote = remotes.public;

module.exports = (_env, argv = {}) => {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    // Absolute public path: deep links such as /abialbum/albums/1 must still find /main.js.
    output: { ...output(__dirname, '/'), uniqueName: 'abialbum_shell' },
    resolve: resolve(production),
    module: { rules: moduleRules(production) },
    plugins: [
      new ModuleFederationPlugin({
        // The remotes are built with externalRuntime and BundlerRuntimeFromHost: they use this copy of the federation
        // runtime and of the bundler runtime's functions.
        ...federationBase({ provideExternalRuntime: true }),
        runtimePlugins: [PROVIDE_BUNDLER_RUNTIME],
        name: 'abialbum_shell',
        remotes: {},
      }),
      new FederationRuntimeAsEsm(),
      new rspack.HtmlRspackPlugin({ template: './public/index.html', chunks: ['main'] }),
      new StartupPreloadPlugin({
        // /config.json: the run-time site settings (the landing page's featured album).
        fetches: ['/remotes.json', firstRemote, '/config.json'],
        scripts: [firstRemote.replace(/[^/]*$/, 'remoteEntry.js')],
        // Provided here, loaded on first use: not downloaded with the first page.
        lazyShared: LAZY_SHARED,
      }),
      // What the first-load budget reads (scripts/budget): chunks, their packages, the bootstrap group.
      new BuildStatsPlugin({ name: 'shell' }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      allowedHosts: 'all',
      proxy: [
        { context: ['/api'], target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080' },
        { context: ['/mf'], target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080' },
      ],
    },
  };
};
