import { MatchersV3 } from '@pact-foundation/pact';

const { like, integer, boolean, string, atLeastLike, regex } = MatchersV3;

/**
 * The provider states of the albums pact, as svc-albums' verifier must name them. Each state that an
 * interaction's path needs returns the ids it created (albumId, sectionId) for fromProviderState.
 * "user demo" is demo@abialbum.test, whose token the verifier puts on authenticated requests.
 */
export const STATES = {
  noAlbum: 'user demo has no album',
  ownerWithSections: 'user demo has an album with two sections titled My Photos and Family',
  ownerFollowed: 'user demo has an album followed by user ana',
  notFollowing: 'user ana has a public album that user demo does not follow',
  following: 'user ana has a public album that user demo follows',
  publicAlbum: 'a public album with two sections exists',
  videoHighlight: "a public album has a highlight of its own video whose playback copy is ready",
  sharedSection: 'a public album has a shared section',
  unsharedSection: 'a public album has a section that is not shared',
  mostFollowed: 'public albums with followers exist',
  searchable: 'a public album titled Summer in Lisbon exists',
} as const;

/** Joining (SPEC 7 "Join requests"): demo asks to join ana's album, or ana asks to join demo's. Ids: albumId, requestId. */
export const JOIN_STATES = {
  notAsked: 'user ana has a public album that user demo has not asked to join',
  pending: 'user demo has a pending join request to a public album of user ana',
  member: 'user demo is an approved member of a public album of user ana',
  askedByAna: 'user demo has an album with a pending join request from user ana',
} as const;

/** The admin's albums (SPEC 7 "Admin API"); the verifier puts a real admin token on admin requests. Ids: albumId. */
export const ADMIN_STATES = {
  albums: 'users demo and ana have public albums, one titled Summer in Lisbon',
  albumWithMedia: 'user ana has a public album with two approved pictures',
  album: 'user ana has a public album',
  blockedAlbum: 'an admin has blocked the public album of user ana',
} as const;

/** Notifications (issue 13): demo has one unread, of ana following demo's album. Ids: albumId, notificationId. */
export const NOTIFICATION_STATES = {
  followed: "user demo has an unread notification of user ana following demo's album",
} as const;

/** Parameters of the states that name data, for a provider that prefers them to the sentence. */
export const STATE_PARAMS = {
  ownerWithSections: { sectionTitles: ['My Photos', 'Family'] },
  searchable: { title: 'Summer in Lisbon' },
};

export const envelope = (data: unknown, message?: string) => ({
  success: true,
  data,
  message: message === undefined ? like('OK') : message,
});

const owner = () => ({ id: string('65f000000000000000000001'), name: string('Demo User') });

/** Only what the screens read; nullable fields (owner city, cover image) are left out on purpose. */
export const albumTemplate = (overrides: Record<string, unknown> = {}) => ({
  id: string('65f0000000000000000000a1'),
  title: string('Demo Album'),
  description: string('Our family memories'),
  isPublic: boolean(true),
  createdAt: string('2024-01-01T00:00:00.000Z'),
  views: integer(0),
  followers: integer(0),
  owner: owner(),
  _count: { media: integer(0), sections: integer(2), highlights: integer(0) },
  ...overrides,
});

export const sectionTemplate = (overrides: Record<string, unknown> = {}) => ({
  id: string('65f0000000000000000000b1'),
  albumId: string('65f0000000000000000000a1'),
  title: string('My Photos'),
  description: string(''),
  order: integer(0),
  isSharedAlbum: boolean(false),
  mediaCount: integer(0),
  // Empty until the media issue lands; then up to 4 URLs.
  thumbnails: atLeastLike(string('/api/v1/files/thumb.webp'), 0, 1),
  ...overrides,
});

export const searchResultTemplate = (overrides: Record<string, unknown> = {}) => ({
  id: string('65f0000000000000000000a1'),
  title: string('Demo Album'),
  description: string('Our family memories'),
  owner: owner(),
  mediaCount: integer(0),
  followers: integer(120),
  views: integer(10),
  ...overrides,
});

/** A media list that may be empty (the media issue fills it). */
export const mediaList = () =>
  atLeastLike({ id: string('65f0000000000000000000c1'), type: string('IMAGE'), url: string('/api/v1/files/photo.jpg') }, 0, 1);

const mediaType = () => regex('^(IMAGE|VIDEO|OTHER)$', 'IMAGE');

/** A profile's highlight of its own video (no media item behind it) whose playback copy is ready: what the player loads. */
export const videoHighlightTemplate = () => ({
  id: string('65f0000000000000000000d1'),
  mediaId: null,
  type: 'VIDEO',
  url: string('/api/v1/files/0123456789abcdef0123456789abcdef.mov'),
  playbackStatus: 'ready',
  playbackUrl: regex('^/api/v1/files/[^?]+-play\\.mp4$', '/api/v1/files/0123456789abcdef0123456789abcdef-play.mp4'),
  caption: string('At the lake'),
});

/** A media item of the admin's album card and 'View All Media' list. */
export const adminMediaTemplate = () => ({
  id: string('65f0000000000000000000c1'),
  type: mediaType(),
  url: string('/api/v1/files/photo.jpg'),
  thumbnailUrl: string('/api/v1/files/photo-320.webp'),
  fileName: string('photo.jpg'),
  createdAt: string('2025-01-01T00:00:00.000Z'),
});

/** An album as the admin's card shows it: its state, its owner's, the counts and the first media. */
export const adminAlbumTemplate = (overrides: Record<string, unknown> = {}) => ({
  id: string('65f0000000000000000000a1'),
  title: string('Summer in Lisbon'),
  description: string('Beach days'),
  isPublic: boolean(true),
  isBlocked: boolean(false),
  createdAt: string('2024-01-01T00:00:00.000Z'),
  owner: { id: string('65f000000000000000000002'), name: string('Ana Silva'), isBlocked: boolean(false) },
  _count: { media: integer(0), comments: integer(0), reactions: integer(0) },
  media: atLeastLike(adminMediaTemplate(), 0, 1),
  ...overrides,
});

/**
 * A join request as the answers to asking, approving and rejecting carry it. The lists add its requester
 * (`requester`); the single answers do not, though web-kit's joinClient types them as JoinRequestWithUser.
 */
export const joinRequestTemplate = (overrides: Record<string, unknown> = {}) => ({
  id: string('65f0000000000000000000e1'),
  albumId: string('65f0000000000000000000a1'),
  userId: string('65f000000000000000000001'),
  status: regex('^(PENDING|APPROVED|REJECTED)$', 'PENDING'),
  createdAt: string('2025-01-01T00:00:00.000Z'),
  ...overrides,
});

export const requester = (id: string, name: string) => ({ userId: string(id), user: { id: string(id), name: string(name), fullName: string(name) } });

