// `@abialbum/web-kit/admin`: what only the admin screens use (the admin session, the albums' administration).
// A federation singleton of its own (scripts/rspack/shared.js): one admin session for the shell's admin layout and
// the admin remote, and nothing of it in a visitor's first load.
export { AdminSessionProvider, useAdminSession, type AdminSessionValue } from '../session/admin-session-provider';
export {
  adminAlbumsClient,
  type AdminAlbum,
  type AdminAlbumMedia,
  type AdminAlbumsPage,
  type AdminAlbumsQuery,
} from '../api/admin-albums.client';
