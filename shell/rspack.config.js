// The shell: the federation host. Remotes are not listed here; they are registered at run time
// from /remotes.json (src/remotes/remote-registry.ts), so one build serves any host.
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { federationBase, moduleRules, output, resolve } = require('../scripts/rspack/common');

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
        ...federationBase(),
        name: 'abialbum_shell',
        remotes: {},
        // The remotes are built with externalRuntime: they use this copy of the federation runtime.
        experiments: { provideExternalRuntime: true },
      }),
      new rspack.HtmlRspackPlugin({ template: './public/index.html', chunks: ['main'] }),
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
