// `@abialbum/web-kit/upload`: sending files, the multipart upload and the resumable one (tus-js-client). Kept out
// of the main entry so that a page that only shows things never downloads an upload client. A federation
// singleton of its own (scripts/rspack/shared.js), provided by the shell: its code runs beside the main entry's
// session, tokens and navigation, never with a second copy of them.
export { uploadFile, type UploadOptions } from '../api/upload';
export {
  isResumable,
  RESUMABLE_RETRY_ONLINE_MS,
  uploadResumable,
  type ResumableResult,
  type ResumableState,
  type ResumableUpload,
  type ResumableUploadInput,
  type UploadClass,
} from '../api/resumable-upload';
