import {
  RESUMABLE_CHUNK_BYTES,
  RESUMABLE_EXPIRY_HOURS,
  RESUMABLE_MEDIA_ID_HEADER,
  RESUMABLE_THRESHOLD_BYTES,
  RESUMABLE_UPLOAD_PATH,
} from '../http/resumable-upload.schemas';
import type { ApiOperation } from './operation';
import { ok, one } from './responses';

const PATH = `/api/v1${RESUMABLE_UPLOAD_PATH}`;
const MB = 1_048_576;
const tusVersion = { 'Tus-Resumable': { description: 'The tus protocol version: `1.0.0`.', required: true } };
const uploadId = { id: 'The upload, the last part of the `Location` its creation answered.' };
const offsetHeaders = {
  'Tus-Resumable': '`1.0.0`.',
  'Upload-Offset': 'How many bytes of the file the service holds.',
  'Upload-Expires': `When an unfinished upload is removed (${RESUMABLE_EXPIRY_HOURS} hours after its creation).`,
};
const ONLY_ITS_UPLOADER =
  'Only the user who created the upload may go on with it: to anyone else (another user, a member of the album) it does ' +
  'not exist (404). Protocol errors are tus\'s own, in plain text: 409 for an `Upload-Offset` that is not where the upload ' +
  'is, 410 for an upload past its expiry, 412 without `Tus-Resumable`.';

/**
 * Issue 14 "Resumable uploads": the tus protocol 1.0.0 (creation, termination, expiration) for large files
 * (svc-media/src/routes/resumable.routes.ts). Every call carries the bearer access token.
 */
export const resumableOperations: ApiOperation[] = [
  {
    method: 'post',
    path: PATH,
    summary: 'Start a resumable upload (tus creation)',
    description:
      `For files of ${RESUMABLE_THRESHOLD_BYTES / MB} MB and more (the front ends send smaller ones to \`/upload\`). Checked ` +
      "like a multipart upload before a byte is sent: the album must take the caller's uploads (and the section be the " +
      "album's), and `Upload-Length` be within the flow's limit (SPEC 5: 413 `File \"x\" is too large. Maximum size is NMB.`). " +
      'Then PATCH the bytes to the `Location` answered (the front ends send ' +
      `${RESUMABLE_CHUNK_BYTES / MB} MB per PATCH), HEAD it after a cut connection to learn where to go on from. ` +
      'Unfinished uploads are removed after their `Upload-Expires`.',
    tag: 'Uploads',
    access: 'user',
    headers: {
      ...tusVersion,
      'Upload-Length': { description: 'The size of the whole file in bytes (deferred lengths are not taken).', required: true },
      'Upload-Metadata': {
        description:
          'Comma-separated `key base64(value)` pairs: `albumId` (required), `sectionId`, `caption`, `filename` (named in ' +
          'messages), `filetype` (ignored: the type comes from the bytes), `flow` (`default` or `large`, as `/upload?flow=`).',
        required: true,
      },
    },
    success: {
      status: 201,
      description: 'The upload exists; send its bytes to `Location`.',
      empty: true,
      headers: { Location: 'The upload\'s address (a path on this origin).', 'Tus-Resumable': '`1.0.0`.', 'Upload-Expires': offsetHeaders['Upload-Expires'] },
    },
    errors: [400, 404, 413, 415],
  },
  {
    method: 'head',
    path: `${PATH}/{id}`,
    summary: 'Where a resumable upload stands (tus offset)',
    description:
      '`Upload-Offset` is where the next PATCH starts. A finished upload keeps answering (until it expires) with ' +
      `\`Upload-Offset\` equal to \`Upload-Length\` and the media item it made in \`${RESUMABLE_MEDIA_ID_HEADER}\`, so that a ` +
      `client that lost the last PATCH's answer does not upload the file again. ${ONLY_ITS_UPLOADER}`,
    tag: 'Uploads',
    access: 'user',
    params: uploadId,
    headers: tusVersion,
    success: {
      status: 200,
      description: 'No body: the headers say it.',
      empty: true,
      headers: {
        'Tus-Resumable': offsetHeaders['Tus-Resumable'],
        'Upload-Offset': offsetHeaders['Upload-Offset'],
        'Upload-Length': 'The size of the whole file.',
        [RESUMABLE_MEDIA_ID_HEADER]: 'Once the upload is finished: the media item made of it.',
      },
    },
    errors: [404, 410],
  },
  {
    method: 'patch',
    path: `${PATH}/{id}`,
    summary: 'Send the next bytes of a resumable upload (tus)',
    description:
      'The bytes from `Upload-Offset` on. A PATCH cut off keeps what arrived (HEAD says how much). The PATCH that brings the ' +
      'last byte answers 200 with the media item (as `POST albums/media` does: approved for the album owner, pending for a ' +
      `member) and its id in \`${RESUMABLE_MEDIA_ID_HEADER}\`: the file was kept as \`/upload\` keeps one (its type from its ` +
      'bytes, the same file in the same album found again, derivatives). A refused one (415 not a picture or video, 403 no ' +
      'longer a member, ...) answers the usual error envelope and keeps nothing of the file. Once finished, a PATCH at its ' +
      'length with no bytes answers the same again (the same media item, never a second one), from any instance, until ' +
      'the upload expires; 409 `UPLOAD_FINISHING` while its completion is still running (try again). ' +
      ONLY_ITS_UPLOADER,
    tag: 'Uploads',
    access: 'user',
    params: uploadId,
    headers: {
      ...tusVersion,
      'Upload-Offset': { description: 'Where these bytes go: the offset HEAD (or the last PATCH) answered.', required: true },
    },
    rawBody: { contentType: 'application/offset+octet-stream', description: 'The next bytes of the file.' },
    success: {
      ...ok('The last PATCH: the media item. Any other PATCH answers 204 with no body and its new `Upload-Offset`.', one('media', 'Media')),
      headers: { ...offsetHeaders, [RESUMABLE_MEDIA_ID_HEADER]: 'The media item made of the file (the last PATCH only).' },
    },
    errors: [400, 403, 404, 409, 410, 413, 415],
  },
  {
    method: 'delete',
    path: `${PATH}/{id}`,
    summary: 'Cancel a resumable upload (tus termination)',
    description: `The bytes received so far are removed. ${ONLY_ITS_UPLOADER}`,
    tag: 'Uploads',
    access: 'user',
    params: uploadId,
    headers: tusVersion,
    success: { status: 204, description: 'Cancelled: nothing of it is kept.', empty: true, headers: { 'Tus-Resumable': '`1.0.0`.' } },
    errors: [404, 410],
  },
];
