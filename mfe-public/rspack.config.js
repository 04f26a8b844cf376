// This remote's build: the shared factory (scripts/rspack) with its exposed route components.
const { createRemoteConfig } = require('../scripts/rspack/create-remote-config');

module.exports = createRemoteConfig({
  name: 'public',
  dir: __dirname,
  port: 3001,
  exposes: {
    './Landing': './src/exposes/Landing.tsx',
    './Explore': './src/exposes/Explore.tsx',
    './Login': './src/exposes/Login.tsx',
    './Signup': './src/exposes/Signup.tsx',
    './ForgotPassword': './src/exposes/ForgotPassword.tsx',
    './ResetPassword': './src/exposes/ResetPassword.tsx',
    './VerifyEmail': './src/exposes/VerifyEmail.tsx',
    './AccountEmail': './src/exposes/AccountEmail.tsx',
    './About': './src/exposes/About.tsx',
    './Terms': './src/exposes/Terms.tsx',
    './Friends': './src/exposes/Friends.tsx',
    './Contact': './src/exposes/Contact.tsx',
    './TopAlbums': './src/exposes/TopAlbums.tsx',
    './Search': './src/exposes/Search.tsx',
    './AlbumDetail': './src/exposes/AlbumDetail.tsx',
    './Profile': './src/exposes/Profile.tsx',
    './SharedSection': './src/exposes/SharedSection.tsx',
    './ShareLink': './src/exposes/ShareLink.tsx',
    './UserUploads': './src/exposes/UserUploads.tsx',
  },
});
