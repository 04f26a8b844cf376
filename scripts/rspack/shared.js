// The modules every federated front end shares. Singletons: one React, one router and one
// web-kit (so the session, toasts and navigation hook are one instance across shell and remotes).
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
const webKitVersion = require(path.join(root, 'packages/web-kit/package.json')).version;

const shared = {
  react: { singleton: true, requiredVersion: reactVersion },
  'react/jsx-runtime': { singleton: true, requiredVersion: reactVersion },
  'react-dom': { singleton: true, requiredVersion: reactVersion },
  'react-dom/client': { singleton: true, requiredVersion: reactVersion },
  // Both names are served by one slim facade (see react-router-slim.js).
  'react-router': { singleton: true, requiredVersion: routerVersion, version: exactRouter, import: routerFacade },
  'react-router-dom': { singleton: true, requiredVersion: routerVersion, version: exactRouter, import: routerFacade },
  '@abialbum/web-kit': { singleton: true, requiredVersion: webKitVersion, version: webKitVersion },
};

module.exports = { shared, root, routerFull };
