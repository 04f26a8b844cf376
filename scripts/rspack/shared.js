// The modules every federated front end shares. Singletons: one React, one router and one
// web-kit (so the session, toasts and navigation hook are one instance across shell and remotes).
// web-kit's feature entries (upload, notifications, admin) are singletons of their own, so they stay out of the
// first load while their code still runs beside the main entry's one session (README "Keeping the first load light").
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const version = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

const reactVersion = `^${version('react')}`;
const exactRouter = version('react-router');
const routerVersion = `^${exactRouter}`;
const routerFacade = path.join(__dirname, 'react-router-slim.js');
const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [root] }));

/** The facade's import of the full router: the build flavour (warnings or not) follows the mode. */
const routerFull = (production) => path.join(routerDir, 'dist', production ? 'production' : 'development', 'index.mjs');
const webKitDir = path.join(root, 'packages/web-kit');
const webKit = require(path.join(webKitDir, 'package.json'));
const webKitVersion = webKit.version;

/**
 * Feature entries of web-kit shared as singletons. Each is provided from its file (`import`: an absolute path), so
 * every build offers it, the shell's too, even one that never imports it: the shell registers first, so every remote
 * runs the shell's copy, whose modules (tokens, navigation) are the very ones of the shell's main entry. A remote
 * running its own copy would keep a second token store and a navigator nobody set. Loaded on first use only.
 * `./media` is not here: it imports the main entry by name (no state of its own), so each remote bundles what it uses.
 */
const WEB_KIT_SINGLETON_ENTRIES = ['./upload', './notifications', './admin'];
const webKitEntries = Object.fromEntries(
  WEB_KIT_SINGLETON_ENTRIES.map((entry) => [
    `@abialbum/web-kit/${entry.slice(2)}`,
    { singleton: true, requiredVersion: webKitVersion, version: webKitVersion, import: path.join(webKitDir, webKit.exports[entry]) },
  ]),
);

const shared = {
  react: { singleton: true, requiredVersion: reactVersion },
  'react/jsx-runtime': { singleton: true, requiredVersion: reactVersion },
  'react-dom': { singleton: true, requiredVersion: reactVersion },
  'react-dom/client': { singleton: true, requiredVersion: reactVersion },
  // Both names are served by one slim facade (see react-router-slim.js).
  'react-router': { singleton: true, requiredVersion: routerVersion, version: exactRouter, import: routerFacade },
  'react-router-dom': { singleton: true, requiredVersion: routerVersion, version: exactRouter, import: routerFacade },
  '@abialbum/web-kit': { singleton: true, requiredVersion: webKitVersion, version: webKitVersion },
  ...webKitEntries,
};

/** The share keys of those entries: provided by the shell, never part of its first load (startup-preload.js). */
const LAZY_SHARED = Object.keys(webKitEntries);

module.exports = { shared, root, routerFull, WEB_KIT_SINGLETON_ENTRIES, LAZY_SHARED };
