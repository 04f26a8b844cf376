// Build settings shared by the shell and the remotes: TypeScript through swc, plain CSS files.
const { shared, routerFull } = require('./shared');

/** @param {boolean} production */
function moduleRules(production) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target: 'es2020',
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i, type: 'asset' },
  ];
}

/** @param {boolean} production */
const resolve = (production) => ({
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
  alias: { 'react-router-full$': routerFull(production) },
});

/** Hashed names: safe to cache forever; the federation entry and manifest keep fixed names. */
const output = (dir, publicPath) => ({
  path: require('node:path').join(dir, 'dist'),
  publicPath,
  filename: '[name].[contenthash:8].js',
  chunkFilename: '[name].[contenthash:8].js',
  cssFilename: '[name].[contenthash:8].css',
  cssChunkFilename: '[name].[contenthash:8].css',
  assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
  clean: true,
});

/**
 * The federation options every front end has in common.
 * @param {Record<string, unknown>} experiments this build's own federation experiments
 */
function federationBase(experiments = {}) {
  return {
    shared,
    dts: false,
    // Load a shared module from whoever already loaded it instead of fetching every remote at start.
    shareStrategy: 'loaded-first',
    // Browser-only builds: the federation runtime drops its Node.js loading paths (a smaller main.js).
    experiments: { optimization: { target: 'web' }, ...experiments },
  };
}

module.exports = { moduleRules, resolve, output, federationBase };
