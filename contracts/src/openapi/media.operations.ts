import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope';
import { highlightUpdateSchema } from '../http/highlight-edit.schemas';
import {
  addExistingHighlightSchema,
  bulkApproveSchema,
  highlightUrlSchema,
  mediaBulkSchema,
  mediaCreateSchema,
  mediaRejectSchema,
  mediaUpdateSchema,
  statusFilterSchema,
} from '../http/media.schemas';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_HOURS, IDEMPOTENCY_REPLAYED_HEADER, PROFILE_IMAGE_UPLOAD_PATH, uploadResultSchema } from '../http/upload.schemas';
import { type ApiOperation, type JsonSchema, shapes } from './operation';
import { activityOperations } from './activity.operations';
import { albumId, API, highlightId, mediaId } from './paths';
import { resumableOperations } from './resumable.operations';
import { bytes, created, deleted, done, many, ok, one, page } from './responses';

const { object, named, listOf, string, file } = shapes;
const approval = { ...albumId, mediaId: 'The media id.' };
const oneMedia = one('media', 'Media');
const oneHighlight = one('highlight', 'Highlight');
const counts = named('MediaCounts', 'How many media items are PENDING, APPROVED and REJECTED.');
/** The media manager's pages: the media and the counts per status. */
const mediaPage = page('media', named('Media'), { counts });

// The query schemas below are the ones the routes read piece by piece (svc-media/src/routes).
const anId = (what: string) => z.string().describe(`Only the media of this ${what} (an id).`).optional();
const statusQuery = statusFilterSchema.describe('pending, approved or rejected (any case).');
const signedLink = z.object({
  expires: z.string().describe('When the link ends (part of a signed link).').optional(),
  signature: z.string().describe('The signature of the link (part of a signed link).').optional(),
});
const uploadQuery = z.object({
  flow: z.enum(['default', 'large']).describe('`large`: the album manager\'s batch flow (20 files of 100 MB instead of 10 of 50 MB).').optional(),
  albumId: z.string().describe('The album the files are for (or send it as a form field).').optional(),
});

/** Issue 28: calls that store something take an optional key, so that a client may repeat them safely. */
const idempotencyKey = {
  [IDEMPOTENCY_KEY_HEADER]: {
    description:
      `Optional, 1 to 255 visible ASCII characters (a UUID made once per user action). A repeat with the same key by the same user within ${IDEMPOTENCY_KEY_HOURS} hours ` +
      `answers the first success again (same status and body, \`${IDEMPOTENCY_REPLAYED_HEADER}: true\`) and stores nothing new. ` +
      '409 while the first request with the key still runs; 422 when the key was used for another call (or another JSON body). ' +
      'A refused request keeps nothing: its repeat runs again.',
  },
};
const replayed = { [IDEMPOTENCY_REPLAYED_HEADER]: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key.' };

const albumIdField: JsonSchema = { type: 'string', description: 'The album the file is for.' };
const captionField: JsonSchema = { type: 'string', maxLength: 500, description: 'The caption (before the file).' };
const uploaded = named('UploadedFile', 'The stored file: `url` (then given to `albums/media`), its type, size and derivatives.');

/**
 * svc-media's public API (svc-media/src/routes): uploads, stored files, media, approvals, highlights and
 * downloads. A bad token is refused (401) on every route that reads one, even those anyone may call.
 */
export const mediaOperations: ApiOperation[] = [
  // uploads (upload.routes.ts)
  {
    method: 'post',
    path: '/api/v1/upload',
    summary: 'Upload one file',
    description:
      'The type is checked from the bytes. An upload not attached to an album yet is served only through signed links. A video ' +
      'browsers may not play as it is (HEVC, ProRes...) answers `playbackStatus: preparing`: its playback copy is made after the answer.',
    tag: 'Uploads',
    access: 'user',
    query: uploadQuery,
    headers: idempotencyKey,
    multipart: { fields: { albumId: albumIdField, file: file('An image or a video.') }, required: ['file'] },
    success: { ...created('The stored file.', uploaded), headers: replayed },
    errors: [400, 404, 409, 413, 415, 422],
  },
  {
    method: 'post',
    path: '/api/v1/upload/multiple',
    summary: 'Upload several files',
    tag: 'Uploads',
    access: 'user',
    query: uploadQuery,
    multipart: {
      fields: { albumId: { ...albumIdField, description: 'The album the files are for.' }, files: { type: 'array', items: file('An image or a video.') } },
      required: ['files'],
    },
    headers: idempotencyKey,
    success: { ...created('The stored files.', object({ files: listOf(uploaded) })), headers: replayed },
    errors: [400, 404, 409, 413, 415, 422],
  },
  {
    method: 'post',
    path: `/api/v1${PROFILE_IMAGE_UPLOAD_PATH}`,
    summary: 'Upload a profile image',
    description: 'Sign-up sends it before the account exists, so visitors may too (limited per address). Under 5 MB.',
    tag: 'Uploads',
    access: 'optional',
    multipart: { fields: { file: file('JPEG, PNG, GIF, WebP or SVG.') }, required: ['file'] },
    success: created('Where the image is served.', uploadResultSchema),
    errors: [400, 413, 415, 429],
  },
  // resumable uploads (resumable.routes.ts)
  ...resumableOperations,

  // stored files (file.routes.ts)
  {
    method: 'get',
    path: '/api/v1/files/{key}',
    summary: 'A stored file',
    description:
      'Byte ranges (`Range`) for video seeking, `ETag`/`Last-Modified` for revalidation. A public file answers its bare URL; ' +
      'any other only a live signed link (`expires`, `signature`), and to anyone else it does not exist.',
    tag: 'Files',
    access: 'public',
    params: { key: 'The stored file name, as `/upload` or a media item gave it.' },
    query: signedLink,
    success: bytes('The file (206 with `Content-Range` for a range; 304 when not modified).', 'application/octet-stream'),
    errors: [404, 416],
  },

  // media (media.routes.ts)
  {
    method: 'post',
    path: `${API}/albums/media`,
    summary: 'Add a media item to an album',
    description: "A member's media item is pending until the owner approves it.",
    tag: 'Media',
    access: 'user',
    headers: idempotencyKey,
    body: mediaCreateSchema,
    success: { ...created('The media item.', oneMedia), headers: replayed },
    errors: [400, 404, 409, 422],
  },
  {
    method: 'post',
    path: `${API}/albums/media/bulk`,
    summary: 'Add several media items (uploaded files or URLs)',
    tag: 'Media',
    access: 'user',
    body: mediaBulkSchema,
    success: created('The media items.', object({ media: listOf(named('Media')), count: shapes.integer() })),
    errors: [400, 404],
  },
  {
    method: 'get',
    path: `${API}/albums/media/{id}`,
    summary: 'One media item',
    description:
      "As the album's media lists show it to the caller: approved items to whoever may see the album, any item to its owner, " +
      'and their own to its uploader. A video browsers may not play as it was sent has `playbackStatus` `preparing` until its ' +
      'playback copy (H.264/AAC MP4, at most 1080p) is made after the upload, then `ready` with `playbackUrl` (what a player ' +
      'loads; `url` stays the original, the download), or `failed` (only the original). Players poll this until then.',
    tag: 'Media',
    access: 'optional',
    params: mediaId,
    success: ok('The media item.', oneMedia),
    errors: [403, 404],
  },
  {
    method: 'put',
    path: `${API}/albums/media/{id}`,
    summary: 'Change a media item (caption, section)',
    tag: 'Media',
    access: 'user',
    params: mediaId,
    body: mediaUpdateSchema,
    success: ok('The media item as changed.', oneMedia),
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: `${API}/albums/media/{id}`,
    summary: 'Delete a media item',
    tag: 'Media',
    access: 'user',
    params: mediaId,
    success: deleted,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: `${API}/albums/{id}/media`,
    summary: "An album's media",
    description: "Visitors see a public album's approved media; its owner sees all of it.",
    tag: 'Media',
    access: 'optional',
    params: albumId,
    query: pageQuerySchema(50, 100).extend({ sectionId: anId('section') }),
    success: ok('A page of media.', page('media', named('Media'))),
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: `${API}/users/media`,
    summary: "A user's public uploads",
    tag: 'Media',
    access: 'public',
    query: pageQuerySchema(50, 100).extend({ userId: z.string().describe('The user whose uploads to list.').optional() }),
    success: ok('A page of approved media of public albums.', page('mediauploaded', named('UserMedia'))),
    errors: [401],
  },

  // approvals (media-approval.routes.ts)
  {
    method: 'get',
    path: `${API}/albums/{id}/media/pending`,
    summary: 'Media waiting for your approval',
    tag: 'Approvals',
    access: 'user',
    params: albumId,
    query: pageQuerySchema(100, 200),
    success: ok('A page of pending media and the counts.', mediaPage),
    errors: [400, 404],
  },
  {
    method: 'get',
    path: `${API}/albums/{id}/media/manage`,
    summary: "Your album's media by status and uploader",
    tag: 'Approvals',
    access: 'user',
    params: albumId,
    query: pageQuerySchema(100, 200).extend({ status: statusQuery, uploaderId: anId('uploader') }),
    success: ok('A page of media and the counts.', mediaPage),
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: `${API}/albums/{id}/media/bulk-approve`,
    summary: 'Approve several media items',
    tag: 'Approvals',
    access: 'user',
    params: albumId,
    body: bulkApproveSchema,
    success: ok(
      'What was approved.',
      object({ media: listOf(named('Media')), approvedCount: shapes.integer(), notFound: shapes.integer('Ids not of this album.') }),
    ),
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: `${API}/albums/{id}/media/{mediaId}/approve`,
    summary: 'Approve a media item',
    tag: 'Approvals',
    access: 'user',
    params: approval,
    success: ok('The media item, approved.', oneMedia),
    errors: [400, 404, 409],
  },
  {
    method: 'patch',
    path: `${API}/albums/{id}/media/{mediaId}/reject`,
    summary: 'Reject a media item',
    tag: 'Approvals',
    access: 'user',
    params: approval,
    body: mediaRejectSchema,
    success: ok('The media item, rejected.', oneMedia),
    errors: [400, 404, 409],
  },
  {
    method: 'get',
    path: `${API}/users/me/uploaded-media`,
    summary: 'Your uploads in every state',
    tag: 'Approvals',
    access: 'user',
    query: pageQuerySchema(100, 200).extend({ status: statusQuery, albumId: anId('album') }),
    success: ok('A page of your media and the counts.', mediaPage),
    errors: [400],
  },

  // highlights (highlight.routes.ts)
  {
    method: 'post',
    path: `${API}/albums/highlights`,
    summary: 'Add a highlight from a file or a URL',
    description: 'JSON for a URL; multipart for a file (`albumId` and `caption` before `file`, under 100 MB).',
    tag: 'Highlights',
    access: 'user',
    body: highlightUrlSchema,
    multipart: {
      fields: { albumId: albumIdField, caption: captionField, file: file('JPEG, PNG, GIF, WebP, MP4, MOV or WebM.') },
      required: ['albumId', 'file'],
    },
    success: created('The highlight.', oneHighlight),
    errors: [400, 404, 413, 415],
  },
  {
    method: 'put',
    path: `${API}/albums/highlights/{id}`,
    summary: 'Change a highlight (caption, URL or a new file)',
    description: 'JSON for a caption or a URL; multipart for a new file (`caption` before `file`).',
    tag: 'Highlights',
    access: 'user',
    params: highlightId,
    body: highlightUpdateSchema,
    multipart: {
      fields: { albumId: { ...albumIdField, description: 'If sent, the album of the highlight.' }, caption: captionField, file: file('The new file.') },
      required: ['file'],
    },
    success: ok('The highlight as changed.', oneHighlight),
    errors: [400, 404, 413, 415],
  },
  {
    method: 'post',
    path: `${API}/albums/highlights/add-existing`,
    summary: 'Add an approved media item of the album to its highlights',
    tag: 'Highlights',
    access: 'user',
    body: addExistingHighlightSchema,
    success: created('The highlight.', oneHighlight),
    errors: [400, 404, 409],
  },
  {
    method: 'get',
    path: `${API}/albums/highlights/{id}`,
    summary: 'One highlight',
    description: "As its album's highlights list shows it (the viewer asks while a video's playback copy is being prepared).",
    tag: 'Highlights',
    access: 'optional',
    params: highlightId,
    success: ok('The highlight.', oneHighlight),
    errors: [403, 404],
  },
  {
    method: 'get',
    path: `${API}/albums/{id}/highlights`,
    summary: "An album's highlights",
    tag: 'Highlights',
    access: 'optional',
    params: albumId,
    success: ok('The highlights.', many('highlights', 'Highlight')),
    errors: [400, 403, 404],
  },
  {
    method: 'delete',
    path: `${API}/albums/highlights/{id}`,
    summary: 'Remove a highlight',
    tag: 'Highlights',
    access: 'user',
    params: highlightId,
    success: done('Removed.'),
    errors: [400, 404],
  },

  // comments and reactions (activity.routes.ts)
  ...activityOperations,

  // downloads (download.routes.ts)
  {
    method: 'get',
    path: `${API}/albums/{id}/media/download-link`,
    summary: 'A link to a ZIP of an album or one of its sections',
    description: 'The ZIP holds the approved media the caller may see; the link works for whoever holds it, for a while.',
    tag: 'Downloads',
    access: 'optional',
    params: albumId,
    query: z.object({ sectionId: z.string().describe('Only this section.').optional() }),
    success: ok('The link.', object({ url: string('A path on this origin, signed.') })),
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: `${API}/albums/{id}/media/download`,
    summary: 'The ZIP a download link names',
    tag: 'Downloads',
    access: 'public',
    params: albumId,
    query: signedLink.extend({ sectionId: z.string().describe('Only this section (as the link says).').optional() }),
    success: bytes('The ZIP, streamed.', 'application/zip'),
    errors: [401, 403, 404],
  },
];
