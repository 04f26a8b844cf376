import type { UploadFlow } from '@abialbum/contracts';

/**
 * SPEC 5 gives two upload flows without reconciling them; contracts' UPLOAD_FLOWS names the larger one
 * (20 files of 100 MB) as the album manager's batch upload. Members uploading from a profile use the default.
 */
export const OWNER_UPLOAD_FLOW: UploadFlow = 'large';
