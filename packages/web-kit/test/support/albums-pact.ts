import { MatchersV3 } from '@pact-foundation/pact';

const { like, integer, boolean, string, atLeastLike } = MatchersV3;

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
  sharedSection: 'a public album has a shared section',
  unsharedSection: 'a public album has a section that is not shared',
  mostFollowed: 'public albums with followers exist',
  searchable: 'a public album titled Summer in Lisbon exists',
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
