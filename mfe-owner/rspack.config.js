// This remote's build: the shared factory (scripts/rspack) with its exposed route components.
const { createRemoteConfig } = require('../scripts/rspack/create-remote-config');

module.exports = createRemoteConfig({
  name: 'owner',
  dir: __dirname,
  port: 3002,
  exposes: {
    './AlbumManager': './src/exposes/AlbumManager.tsx',
    './JoinedAlbums': './src/exposes/JoinedAlbums.tsx',
    './Followers': './src/exposes/Followers.tsx',
    './Notifications': './src/exposes/Notifications.tsx',
  },
});
