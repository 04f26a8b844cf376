import { MatchersV3 } from '@pact-foundation/pact';

const { like, integer, boolean, string, regex } = MatchersV3;

/**
 * The provider states of the svc-media pact, as its verifier must name them. Each returns the ids the
 * interaction's path, query or body needs (albumId, sectionId, mediaId, highlightId, uploaderId, userId, fileUrl), read with
 * fromProviderState. "user demo" is demo@abialbum.test, whose token the verifier puts on authenticated
 * requests; "user ana" is a second user. Albums belong to their owner and are public.
 */
export const MEDIA_STATES = {
  album: 'user demo has an album',
  approvedMedia: 'user demo has an album with a section holding an approved picture',
  uploadedFile: 'user demo has uploaded a picture to their album that is not yet a media item',
  highlight: 'user demo has an album with a highlight',
  pendingUpload: 'user demo has an album with a picture uploaded by member ana awaiting approval',
  anaUploads: 'user ana has an approved picture in a public album',
  myPendingUpload: 'user demo is a member of an album of user ana and has uploaded a picture awaiting approval',
  playableVideo: 'user demo has an album with an iPhone video whose playback copy is ready',
  playableHighlight: 'user demo has an album with a highlight of its own iPhone video whose playback copy is ready',
  anaComment: 'user ana has commented on an approved picture of user demo',
  demoComment: 'user demo has commented on an approved picture of their album',
} as const;

export const IDS = {
  album: '65f0000000000000000000a1',
  section: '65f0000000000000000000b1',
  media: '65f0000000000000000000c1',
  highlight: '65f0000000000000000000d1',
  demo: '65f000000000000000000001',
  ana: '65f000000000000000000002',
};

export const envelope = (data: unknown, message?: string) => ({
  success: true,
  data,
  message: message === undefined ? like('OK') : message,
});

const fileUrl = (example: string) => regex('^/api/v1/files/.+$', `/api/v1/files/${example}`);
const mediaType = regex('^(IMAGE|VIDEO|OTHER)$', 'IMAGE');

/** Only what the screens read; nullable fields (thumbnails, placeholder, reason) are left out on purpose. */
export const mediaTemplate = (overrides: Record<string, unknown> = {}) => ({
  id: string(IDS.media),
  albumId: string(IDS.album),
  type: mediaType,
  url: string('/api/v1/files/photo.png'),
  caption: string(''),
  status: regex('^(pending|approved|rejected)$', 'approved'),
  uploader: { id: string(IDS.demo), name: string('Demo User') },
  createdAt: string('2025-01-01T00:00:00.000Z'),
  ...overrides,
});

export const highlightTemplate = (overrides: Record<string, unknown> = {}) => ({
  id: string(IDS.highlight),
  albumId: string(IDS.album),
  type: mediaType,
  url: string('/api/v1/files/photo.png'),
  caption: string(''),
  createdAt: string('2025-01-01T00:00:00.000Z'),
  ...overrides,
});

/** An iPhone video (a .mov) whose playback copy is ready: what the viewer plays instead of the original. */
export const playableVideoFields = () => ({
  type: regex('^VIDEO$', 'VIDEO'),
  url: regex('^/api/v1/files/.+\\.mov$', '/api/v1/files/clip.mov'),
  playbackStatus: regex('^(preparing|ready|failed)$', 'ready'),
  playbackUrl: regex('^/api/v1/files/.+-play\\.mp4$', '/api/v1/files/clip-play.mp4'),
});

export const uploadedFileTemplate = () => ({
  url: fileUrl('photo.png'),
  type: regex('^(IMAGE|VIDEO)$', 'IMAGE'),
  mimeType: string('image/png'),
  size: integer(120),
  name: string('pixel.png'),
  duplicate: boolean(false),
});

export const paginationTemplate = () => ({
  currentPage: integer(1),
  totalPages: integer(1),
  hasPreviousPage: boolean(false),
  hasNextPage: boolean(false),
  totalItems: integer(1),
});

export const countsTemplate = () => ({ PENDING: integer(1), APPROVED: integer(0), REJECTED: integer(0) });

/** A 2x2 PNG: real bytes, so that the provider's sniffing accepts it as a picture. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAEElEQVR4nGP4y8AARAwQCgAfrgP19hgqWQAAAABJRU5ErkJggg==',
  'base64',
);
