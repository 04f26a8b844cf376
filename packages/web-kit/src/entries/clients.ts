// `@abialbum/web-kit/clients`: the API clients of what a visitor reaches after a click or once signed in (media and
// their uploads, share links, join requests, comments and reactions). The main entry keeps the clients first screens
// call (identity, albums, content); these are kept out of it and each remote bundles the ones it uses. They import the
// main entry by name, so their calls go through its one API client (tokens, refresh, session end).
// README "Keeping the first load light".
export {
  mediaClient,
  startDownload,
  type BulkApproveResult,
  type FileUploadOptions,
  type HighlightFileInput,
  type MediaApprovalPage,
  type MediaPage,
  type PageQuery,
  type UserUploadsPage,
} from '../api/media.client';
export { shareLinksClient } from '../api/share-links.client';
export { joinClient } from '../api/join.client';
export { activityClient } from '../api/activity.client';
