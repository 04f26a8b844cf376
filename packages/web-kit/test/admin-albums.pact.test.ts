import { MatchersV3 } from '@pact-foundation/pact';
import { adminAlbumsClient } from '../src/entries/admin';
import { ADMIN_STATES as STATES, adminAlbumTemplate, adminMediaTemplate, envelope } from './support/albums-pact';
import { JSON_HEADERS, adminBearer, settled, webPact, clearSessions, useMockServer } from './support/web-pact';

const { integer, boolean, like, eachLike, fromProviderState } = MatchersV3;

/**
 * Consumer: the admin dashboard's albums client (web-kit). Provider: svc-albums, whose verifier puts a real
 * admin token in place of the example one. Ids come from the provider states.
 */
const pact = webPact('svc-albums');

const ALBUM_ID = '65f0000000000000000000a1';
const adminAlbumPath = (suffix: string) =>
  fromProviderState(`/api/v1/abialbum/admin/albums/\${albumId}${suffix}`, `/api/v1/abialbum/admin/albums/${ALBUM_ID}${suffix}`);

beforeEach(clearSessions);

const useMock = (url: string) => useMockServer(url, 'admin');

describe('admin albums client against svc-albums', () => {
  it('searches the albums, a page at a time', () =>
    pact
      .addInteraction()
      .given(STATES.albums)
      .uponReceiving('an admin search of albums for lisbon, first page of ten')
      .withRequest('GET', '/api/v1/abialbum/admin/albums', (b) => b.headers(adminBearer).query({ page: '1', limit: '10', search: 'lisbon' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            albums: eachLike(adminAlbumTemplate({ title: like('Summer in Lisbon') })),
            pagination: { currentPage: 1, totalPages: integer(1), hasPreviousPage: false, hasNextPage: boolean(false), totalItems: integer(1) },
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await adminAlbumsClient.list({ page: 1, limit: 10, search: 'lisbon' });
        expect(data.albums[0]?.title).toContain('Lisbon');
        expect(data.pagination.currentPage).toBe(1);
      })));

  it("lists all of an album's media for 'View All Media'", () =>
    pact
      .addInteraction()
      .given(STATES.albumWithMedia)
      .uponReceiving('an admin request for all media of an album')
      .withRequest('GET', adminAlbumPath('/media'), (b) => b.headers(adminBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ media: eachLike(adminMediaTemplate(), 2) })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await adminAlbumsClient.media(ALBUM_ID);
        expect(data.media).toHaveLength(2);
        expect(data.media[0]?.fileName).toBeTruthy();
      })));

  it('blocks an album', () =>
    pact
      .addInteraction()
      .given(STATES.album)
      .uponReceiving('an admin request to block an album')
      .withRequest('PUT', adminAlbumPath('/block'), (b) => b.headers({ ...adminBearer, ...JSON_HEADERS }).jsonBody({ isBlocked: true }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ album: adminAlbumTemplate({ isBlocked: true }) }, 'Album blocked successfully')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await adminAlbumsClient.setBlocked(ALBUM_ID, true);
        expect(result.message).toBe('Album blocked successfully');
        expect(result.data.album.isBlocked).toBe(true);
      })));

  it('unblocks an album', () =>
    pact
      .addInteraction()
      .given(STATES.blockedAlbum)
      .uponReceiving('an admin request to unblock a blocked album')
      .withRequest('PUT', adminAlbumPath('/block'), (b) => b.headers({ ...adminBearer, ...JSON_HEADERS }).jsonBody({ isBlocked: false }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ album: adminAlbumTemplate({ isBlocked: false }) }, 'Album unblocked successfully')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await adminAlbumsClient.setBlocked(ALBUM_ID, false);
        expect(result.message).toBe('Album unblocked successfully');
        expect(result.data.album.isBlocked).toBe(false);
      })));
});
