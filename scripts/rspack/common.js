// Build settings shared by the shell and the remotes: TypeScript through swc, plain CSS files.
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { shared, root, routerFull } = require('./shared');

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
    // Each language's texts, compiled (messages-loader.js).
    { test: /[\\/]i18n[\\/]messages[\\/][a-z]{2}\.json$/, loader: require.resolve('./messages-loader.js'), type: 'json' },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i, type: 'asset' },
  ];
}

/** The ES module build beside a CommonJS file of a federation package (dist/x.cjs -> dist/x.js), if it has one. */
function esmTwin(file) {
  const esm = file.replace(/\.cjs$/, '.js');
  return esm !== file && fs.existsSync(esm) ? esm : null;
}

const FEDERATION_RUNTIME = require.resolve('@module-federation/runtime', { paths: [root] });

/** @param {boolean} production */
const resolve = (production) => ({
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
  alias: {
    'react-router-full$': routerFull(production),
    // See FederationRuntimeAsEsm: the plugin aliases this name to the CommonJS build; ours wins (rspack merges ours last).
    '@module-federation/runtime': esmTwin(FEDERATION_RUNTIME) ?? FEDERATION_RUNTIME,
  },
});

/**
 * The federation plugin finds its runtime with Node's require.resolve, so every build bundled the CommonJS builds of
 * @module-federation/webpack-bundler-runtime, runtime and sdk: whole files, nothing tree-shaken (the sdk's manifest,
 * Node.js and logger code included), in the shell's main.js and again in each remoteEntry.js. Their ES module builds
 * sit beside them (same version, same code): asking for those instead lets the unused exports go, about 5 KiB gzip
 * off main.js and 5 KiB off each remoteEntry.js. Only the absolute .cjs paths the plugin writes are rewritten.
 */
class FederationRuntimeAsEsm {
  apply(compiler) {
    new rspack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/, (data) => {
      if (data.createData) return; // after resolution: too late to change the module's type
      data.request = esmTwin(data.request) ?? data.request;
    }).apply(compiler);
  }
}

/**
 * A remote's production build takes the federation bundler runtime's functions from the shell (bundler-runtime/),
 * as it takes the runtime core (externalRuntime): its remoteEntry.js keeps only its own state and the runtime's
 * `init`, about 3.4 KiB gzip less (README "Keeping the first load light"). The shell provides them
 * (bundler-runtime/provide.js, one of its runtimePlugins).
 */
class BundlerRuntimeFromHost {
  apply(compiler) {
    const glue = require.resolve('./bundler-runtime/remote.js');
    new rspack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/, (data) => {
      if (data.createData) return;
      data.request = glue;
    }).apply(compiler);
  }
}

/** The shell's runtime plugin that provides them. */
const PROVIDE_BUNDLER_RUNTIME = require.resolve('./bundler-runtime/provide.js');

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
 * @param {{ optimization?: Record<string, unknown> } & Record<string, unknown>} experiments this build's own federation
 *   experiments (its `optimization` is added to the common one)
 */
function federationBase(experiments = {}) {
  return {
    shared,
    dts: false,
    // Load a shared module from whoever already loaded it instead of fetching every remote at start.
    shareStrategy: 'loaded-first',
    // Browser-only builds: the federation runtime drops its Node.js loading paths (a smaller main.js).
    experiments: { ...experiments, optimization: { target: 'web', ...experiments.optimization } },
  };
}

module.exports = { moduleRules, resolve, output, federationBase, FederationRuntimeAsEsm, BundlerRuntimeFromHost, PROVIDE_BUNDLER_RUNTIME };
