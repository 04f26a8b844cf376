import { preloadScreen } from './remotes/remote-preload';

// Evaluating main.js (the federation runtime's start-up) is already a long task on a slow phone: the app
// starts in the next one (the page preloads its files, so nothing waits on the network for this).
setTimeout(() => {
  // The first screen's remote files download alongside the shell's own chunks.
  preloadScreen(window.location.pathname);
  // The async boundary Module Federation needs before shared modules are used (TOOLCHAIN: RUNTIME-006).
  // Named: the first-load budget (scripts/budget) finds the shell's start-up chunks by this name.
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}, 0);
export {};
