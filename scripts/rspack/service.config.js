// rspack config of a node service (svc-*), run from the service's folder by its "build" script:
//   "build": "rspack build -c ../scripts/rspack/service.config.js"
// Output: <service>/dist/index.js and its source map. The service's code and the workspace packages
// (@abialbum/*, TypeScript sources) are compiled into that one file (and @opentelemetry/*, below); every other npm package stays a require()
// of node_modules (native addons, ESM-only packages and their data files load as they do from source).
// Started as `node --enable-source-maps svc-<name>/dist/index.js`: no TypeScript compiler in the process.
const path = require('node:path');

const dir = process.cwd();
const root = path.resolve(__dirname, '..', '..');
const workspacePackages = [path.join(root, 'packages'), path.join(root, 'contracts')];

/**
 * Compiled in: the service's own files and the workspace packages; everything else is required at run time. And
 * OpenTelemetry's packages (service-kit observability/tracing.ts): the root node_modules holds an older major of some
 * of them (lighthouse's @sentry/node), so a require from dist/ would find that one; compiled in, each is the one the
 * kit resolves. Pure JavaScript; the SDK is loaded only when tracing is on (a chunk of its own).
 */
const compiledIn = (request) =>
  request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@abialbum/') || request.startsWith('@opentelemetry/');

/** @type {import('@rspack/core').Configuration} */
module.exports = {
  mode: 'production',
  target: 'node20',
  context: dir,
  entry: { index: './src/index.ts' },
  output: {
    path: path.join(dir, 'dist'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: 'source-map',
  // The real folder of dist/index.js: config files find the repository root from it, as they do from src/.
  node: { __dirname: false, __filename: false },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externalsPresets: { node: true },
  externals: [({ request }, callback) => (request && !compiledIn(request) ? callback(undefined, `commonjs ${request}`) : callback())],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
      // The workspace packages only declare things: what a service does not import is left out, and with it
      // the npm packages only that part needs (mongoose and amqplib stay out of the gateway).
      { include: workspacePackages, sideEffects: false },
    ],
  },
  optimization: {
    // NODE_ENV is read when the service runs (development defaults, production checks), never baked in.
    nodeEnv: false,
    // Readable stack traces and a quick build; the size of a server file does not matter.
    minimize: false,
  },
  performance: { hints: false },
};
