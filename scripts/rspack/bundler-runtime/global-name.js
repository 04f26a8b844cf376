// Where the shell leaves the federation bundler runtime's functions for the remotes (provide.js, remote.js).
export const BUNDLER_RUNTIME_GLOBAL = '__ABIALBUM_FEDERATION_BUNDLER_RUNTIME__';
