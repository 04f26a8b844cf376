// This remote's build: the shared factory (scripts/rspack) with its exposed route components.
const { createRemoteConfig } = require('../scripts/rspack/create-remote-config');

module.exports = createRemoteConfig({
  name: 'admin',
  dir: __dirname,
  port: 3003,
  exposes: {
    './AdminLogin': './src/exposes/AdminLogin.tsx',
    './AdminDashboard': './src/exposes/AdminDashboard.tsx',
  },
});
