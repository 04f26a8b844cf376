import { MatchersV3 } from '@pact-foundation/pact';
import { ApiError, albumsClient } from '../src';
import { STATES, STATE_PARAMS, albumTemplate, envelope, mediaList, sectionTemplate, searchResultTemplate, videoHighlightTemplate } from './support/albums-pact';
import { JSON_HEADERS, settled, userBearer, webPact, clearSessions, useMockServer } from './support/web-pact';

const { like, integer, boolean, string, eachLike, fromProviderState } = MatchersV3;

/**
 * Consumer: every front end's albums client (web-kit). Provider: svc-albums, verified by its own suite.
 * Authenticated requests are made as user demo: the provider's request filter swaps the example
 * bearer token for a real one of demo@abialbum.test. Ids come from the provider states.
 */
const pact = webPact('svc-albums');

const ALBUM_ID = '65f0000000000000000000a1';
const SECTION_ID = '65f0000000000000000000b1';
const albumPath = (suffix = '') =>
  fromProviderState(`/api/v1/abialbum/albums/\${albumId}${suffix}`, `/api/v1/abialbum/albums/${ALBUM_ID}${suffix}`);
const sectionPath = fromProviderState('/api/v1/abialbum/albums/sections/${sectionId}', `/api/v1/abialbum/albums/sections/${SECTION_ID}`);
const albumIdInBody = fromProviderState('${albumId}', ALBUM_ID);

beforeEach(clearSessions);

const useMock = (url: string, signedIn = true) => useMockServer(url, signedIn ? 'user' : 'none');

describe('albums client against svc-albums: the owner', () => {
  it('creates the album', () =>
    pact
      .addInteraction()
      .given(STATES.noAlbum)
      .uponReceiving('a request to create an album')
      .withRequest('POST', '/api/v1/abialbum/albums', (b) =>
        b.headers({ ...userBearer, ...JSON_HEADERS }).jsonBody({ title: 'Summer Trip', description: 'Beach days', isPublic: true }),
      )
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ album: albumTemplate({ title: 'Summer Trip', description: 'Beach days', isPublic: true }) }, 'Album created successfully!'),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await albumsClient.createAlbum({ title: 'Summer Trip', description: 'Beach days', isPublic: true });
        expect(result.message).toBe('Album created successfully!');
        expect(result.data.album.title).toBe('Summer Trip');
      })));

  it('lists my albums', () =>
    pact
      .addInteraction()
      .given(STATES.ownerWithSections, STATE_PARAMS.ownerWithSections)
      .uponReceiving("a request for the signed-in user's albums")
      .withRequest('GET', '/api/v1/abialbum/albums/my', (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ albums: eachLike(albumTemplate()) })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await albumsClient.myAlbums();
        expect(data.albums[0]?.owner.name).toBeTruthy();
      })));

  it('reads my album', () =>
    pact
      .addInteraction()
      .given(STATES.ownerWithSections, STATE_PARAMS.ownerWithSections)
      .uponReceiving('a request for an album by its owner')
      .withRequest('GET', albumPath(), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ album: albumTemplate() })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await albumsClient.getAlbum(ALBUM_ID);
        expect(typeof data.album.isPublic).toBe('boolean');
      })));

  it('updates my album', () =>
    pact
      .addInteraction()
      .given(STATES.ownerWithSections, STATE_PARAMS.ownerWithSections)
      .uponReceiving('an update of an album by its owner')
      .withRequest('PUT', albumPath(), (b) =>
        b.headers({ ...userBearer, ...JSON_HEADERS }).jsonBody({ title: 'Family Memories', description: 'Since 2010', isPublic: false }),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope(
            { album: albumTemplate({ title: 'Family Memories', description: 'Since 2010', isPublic: false }) },
            'Album updated successfully!',
          ),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await albumsClient.updateAlbum(ALBUM_ID, { title: 'Family Memories', description: 'Since 2010', isPublic: false });
        expect(result.message).toBe('Album updated successfully!');
        expect(result.data.album.isPublic).toBe(false);
      })));

  it('deletes my album', () =>
    pact
      .addInteraction()
      .given(STATES.ownerWithSections, STATE_PARAMS.ownerWithSections)
      .uponReceiving('a deletion of an album by its owner')
      .withRequest('DELETE', albumPath(), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, message: 'Album deleted successfully' }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        expect((await albumsClient.deleteAlbum(ALBUM_ID)).message).toBe('Album deleted successfully');
      })));

  it('lists the sections of my album', () =>
    pact
      .addInteraction()
      .given(STATES.ownerWithSections, STATE_PARAMS.ownerWithSections)
      .uponReceiving("a request for an album's sections by its owner")
      .withRequest('GET', albumPath('/sections'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ sections: eachLike(sectionTemplate(), 2) })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await albumsClient.listSections(ALBUM_ID);
        expect(data.sections).toHaveLength(2);
        expect(typeof data.sections[0]?.mediaCount).toBe('number');
      })));

  it('creates a section', () =>
    pact
      .addInteraction()
      .given(STATES.ownerWithSections, STATE_PARAMS.ownerWithSections)
      .uponReceiving('a request to create a section with a new title')
      .withRequest('POST', '/api/v1/abialbum/albums/sections', (b) =>
        b
          .headers({ ...userBearer, ...JSON_HEADERS })
          .jsonBody({ albumId: albumIdInBody, title: 'Memories', description: 'Old photos', order: 3, isSharedAlbum: false }),
      )
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope(
            { section: sectionTemplate({ title: 'Memories', description: 'Old photos', order: 3, isSharedAlbum: false, mediaCount: 0 }) },
            'Section created successfully!',
          ),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await albumsClient.createSection({
          albumId: ALBUM_ID,
          title: 'Memories',
          description: 'Old photos',
          order: 3,
          isSharedAlbum: false,
        });
        expect(result.message).toBe('Section created successfully!');
        expect(result.data.section.title).toBe('Memories');
      })));

  it('is refused a section whose title the album already has, in any case', () =>
    pact
      .addInteraction()
      .given(STATES.ownerWithSections, STATE_PARAMS.ownerWithSections)
      .uponReceiving('a request to create a section with an existing title in another case')
      .withRequest('POST', '/api/v1/abialbum/albums/sections', (b) =>
        b.headers({ ...userBearer, ...JSON_HEADERS }).jsonBody({ albumId: albumIdInBody, title: 'family' }),
      )
      .willRespondWith(409, (b) =>
        b.headers(JSON_HEADERS).jsonBody({
          success: false,
          code: 'SECTION_TITLE_EXISTS',
          message: 'A section with this title already exists',
          errors: { title: 'A section with this title already exists' },
        }),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const failure = await albumsClient.createSection({ albumId: ALBUM_ID, title: 'family' }).catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 409, code: 'SECTION_TITLE_EXISTS', errors: { title: 'A section with this title already exists' } });
      })));

  it('shares a section', () =>
    pact
      .addInteraction()
      .given(STATES.ownerWithSections, STATE_PARAMS.ownerWithSections)
      .uponReceiving('a request to share a section')
      .withRequest('PUT', sectionPath, (b) => b.headers({ ...userBearer, ...JSON_HEADERS }).jsonBody({ isSharedAlbum: true }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ section: sectionTemplate({ isSharedAlbum: true }) }, 'Section updated successfully!')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await albumsClient.updateSection(SECTION_ID, { isSharedAlbum: true });
        expect(data.section.isSharedAlbum).toBe(true);
      })));

  it('deletes a section', () =>
    pact
      .addInteraction()
      .given(STATES.ownerWithSections, STATE_PARAMS.ownerWithSections)
      .uponReceiving('a request to delete a section')
      .withRequest('DELETE', sectionPath, (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, message: 'Section deleted successfully' }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await albumsClient.deleteSection(SECTION_ID);
        expect(result.message).toBe('Section deleted successfully');
      })));

  it('reads a page of followers of my album', () =>
    pact
      .addInteraction()
      .given(STATES.ownerFollowed)
      .uponReceiving("a request for the first page of an album's followers by its owner")
      .withRequest('GET', albumPath('/followers'), (b) => b.headers(userBearer).query({ page: '1' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            users: eachLike({ id: string('65f000000000000000000002'), name: string('Ana Silva') }),
            pagination: { currentPage: 1, totalPages: integer(1), hasPreviousPage: false, hasNextPage: boolean(false), totalItems: integer(1) },
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await albumsClient.followers(ALBUM_ID, 1);
        expect(data.users.length).toBeGreaterThan(0);
        expect(data.pagination.currentPage).toBe(1);
      })));
});

describe('albums client against svc-albums: following', () => {
  it('follows an album', () =>
    pact
      .addInteraction()
      .given(STATES.notFollowing)
      .uponReceiving('a request to follow an album')
      .withRequest('POST', fromProviderState('/api/v1/abialbum/social/albums/${albumId}/follow', `/api/v1/abialbum/social/albums/${ALBUM_ID}/follow`), (b) =>
        b.headers(userBearer),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ isFollowing: true, followers: integer(1) })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await albumsClient.follow(ALBUM_ID);
        expect(data.isFollowing).toBe(true);
      })));

  it('unfollows an album', () =>
    pact
      .addInteraction()
      .given(STATES.following)
      .uponReceiving('a request to unfollow a followed album')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/abialbum/social/albums/${albumId}/unfollow', `/api/v1/abialbum/social/albums/${ALBUM_ID}/unfollow`),
        (b) => b.headers(userBearer),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ isFollowing: false, followers: integer(0) })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await albumsClient.unfollow(ALBUM_ID);
        expect(data.isFollowing).toBe(false);
      })));

  it('reads whether I follow an album', () =>
    pact
      .addInteraction()
      .given(STATES.following)
      .uponReceiving('a request for the follow status of a followed album')
      .withRequest(
        'GET',
        fromProviderState('/api/v1/abialbum/social/albums/${albumId}/follow-status', `/api/v1/abialbum/social/albums/${ALBUM_ID}/follow-status`),
        (b) => b.headers(userBearer),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ isFollowing: true })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await albumsClient.followStatus(ALBUM_ID);
        expect(data.isFollowing).toBe(true);
      })));
  it('lists the albums I follow', () =>
    pact
      .addInteraction()
      .given(STATES.following)
      .uponReceiving("a request for the signed-in user's followed albums")
      .withRequest('GET', '/api/v1/abialbum/social/albums/followed', (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ albums: eachLike(albumTemplate({ followers: integer(1) })) })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await albumsClient.followedAlbums();
        expect(data.albums[0]?.owner.name).toBeTruthy();
      })));

  it("reads an album's number of followers", () =>
    pact
      .addInteraction()
      .given(STATES.following)
      .uponReceiving('a visitor request for the follower count of an album')
      .withRequest(
        'GET',
        fromProviderState('/api/v1/abialbum/social/albums/${albumId}/followers/count', `/api/v1/abialbum/social/albums/${ALBUM_ID}/followers/count`),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ count: integer(1) })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url, false);
        const { data } = await albumsClient.followersCount(ALBUM_ID);
        expect(data.count).toBeGreaterThan(0);
      })));

});

describe('albums client against svc-albums: public reads', () => {
  it('reads the public profile of an album', () =>
    pact
      .addInteraction()
      .given(STATES.publicAlbum)
      .uponReceiving('a visitor request for the public profile of an album')
      .withRequest(
        'GET',
        fromProviderState('/api/v1/abialbum/userprofile/album/${albumId}', `/api/v1/abialbum/userprofile/album/${ALBUM_ID}`),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            album: { ...albumTemplate(), sections: eachLike(sectionTemplate(), 2), mediaHighlights: mediaList() },
            recentMedia: mediaList(),
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url, false);
        const { data } = await albumsClient.albumProfile(ALBUM_ID);
        expect(data.album.sections).toHaveLength(2);
        expect(Array.isArray(data.recentMedia)).toBe(true);
      })));

  it("reads a profile whose highlight video has its playback copy ready (what the highlight player loads)", () =>
    pact
      .addInteraction()
      .given(STATES.videoHighlight)
      .uponReceiving('a visitor request for the public profile of an album with a video highlight whose playback copy is ready')
      .withRequest(
        'GET',
        fromProviderState('/api/v1/abialbum/userprofile/album/${albumId}', `/api/v1/abialbum/userprofile/album/${ALBUM_ID}`),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ album: { ...albumTemplate(), mediaHighlights: eachLike(videoHighlightTemplate(), 1) }, recentMedia: mediaList() })),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url, false);
        const { data } = await albumsClient.albumProfile(ALBUM_ID);
        expect(data.album.mediaHighlights[0]).toMatchObject({ mediaId: null, type: 'VIDEO', playbackStatus: 'ready' });
        expect(data.album.mediaHighlights[0]?.playbackUrl).toMatch(/-play\.mp4$/);
      })));

  it('reads a shared section', () =>
    pact
      .addInteraction()
      .given(STATES.sharedSection)
      .uponReceiving('a visitor request for a shared section')
      .withRequest(
        'GET',
        fromProviderState('/api/v1/abialbum/userprofile/shared-section/${sectionId}', `/api/v1/abialbum/userprofile/shared-section/${SECTION_ID}`),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            section: {
              ...sectionTemplate({ isSharedAlbum: true }),
              album: { id: string(ALBUM_ID), title: string('Demo Album'), description: string('Our memories') },
              owner: { id: string('65f000000000000000000001'), name: string('Demo User') },
              media: mediaList(),
            },
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url, false);
        const { data } = await albumsClient.sharedSection(SECTION_ID);
        expect(data.section.isSharedAlbum).toBe(true);
        expect(data.section.owner.name).toBeTruthy();
      })));

  it('reads the shared sections of an album with their media', () =>
    pact
      .addInteraction()
      .given(STATES.sharedSection)
      .uponReceiving('a visitor request for the shared sections of an album')
      .withRequest(
        'GET',
        fromProviderState('/api/v1/abialbum/userprofile/shared-album/${albumId}', `/api/v1/abialbum/userprofile/shared-album/${ALBUM_ID}`),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ sharedAlbum: eachLike({ ...sectionTemplate({ isSharedAlbum: true }), media: mediaList() }) })),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url, false);
        const { data } = await albumsClient.sharedAlbum(ALBUM_ID);
        expect(data.sharedAlbum[0]?.isSharedAlbum).toBe(true);
      })));

  it('is told that a section which is not shared is not available', () =>
    pact
      .addInteraction()
      .given(STATES.unsharedSection)
      .uponReceiving('a visitor request for a section that is not shared')
      .withRequest(
        'GET',
        fromProviderState('/api/v1/abialbum/userprofile/shared-section/${sectionId}', `/api/v1/abialbum/userprofile/shared-section/${SECTION_ID}`),
      )
      .willRespondWith(404, (b) => b.headers(JSON_HEADERS).jsonBody({ success: false, message: 'This section is not available' }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url, false);
        const failure = await albumsClient.sharedSection(SECTION_ID).catch((e: unknown) => e);
        expect(failure).toMatchObject({ status: 404, message: 'This section is not available' });
      })));

  it('lists the most followed albums', () =>
    pact
      .addInteraction()
      .given(STATES.mostFollowed)
      .uponReceiving('a visitor request for the most followed albums')
      .withRequest('GET', '/api/v1/abialbum/userprofile/most-followed-albums')
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ albums: eachLike(searchResultTemplate()) })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url, false);
        const { data } = await albumsClient.mostFollowed();
        expect(typeof data.albums[0]?.followers).toBe('number');
      })));

  it('searches albums for the suggestion list', () =>
    pact
      .addInteraction()
      .given(STATES.searchable, STATE_PARAMS.searchable)
      .uponReceiving('a visitor search for albums matching Lisbon, five at most')
      .withRequest('GET', '/api/v1/abialbum/search/albums', (b) => b.query({ query: 'Lisbon', limit: '5' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ albums: eachLike(searchResultTemplate({ title: like('Summer in Lisbon') })) }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url, false);
        const { data } = await albumsClient.search('Lisbon', { limit: 5 });
        expect(data.albums.length).toBeGreaterThan(0);
        expect(data.albums.length).toBeLessThanOrEqual(5);
      })));
});
