import { MatchersV3 } from '@pact-foundation/pact';
import { joinClient } from '../src/entries/clients';
import { JOIN_STATES as STATES, albumTemplate, envelope, joinRequestTemplate, requester } from './support/albums-pact';
import { JSON_HEADERS, settled, userBearer, webPact, clearSessions, useMockServer } from './support/web-pact';

const { like, integer, string, eachLike, fromProviderState } = MatchersV3;

/**
 * Consumer: the membership client (web-kit): the profile's join actions, the owner's Join Requests tab and the
 * joined albums. Provider: svc-albums. Requests are made as user demo; ids come from the provider states.
 */
const pact = webPact('svc-albums');

const ALBUM_ID = '65f0000000000000000000a1';
const REQUEST_ID = '65f0000000000000000000e1';
const albumPath = (suffix: string) =>
  fromProviderState(`/api/v1/abialbum/albums/\${albumId}${suffix}`, `/api/v1/abialbum/albums/${ALBUM_ID}${suffix}`);
const requestPath = (suffix = '') =>
  fromProviderState(
    `/api/v1/abialbum/albums/\${albumId}/join-requests/\${requestId}${suffix}`,
    `/api/v1/abialbum/albums/${ALBUM_ID}/join-requests/${REQUEST_ID}${suffix}`,
  );
const ANA_ID = '65f000000000000000000002';

beforeEach(clearSessions);

const useMock = (url: string) => useMockServer(url, 'user');

describe('join client against svc-albums: the one who asks', () => {
  it('sends a join request with a message', () =>
    pact
      .addInteraction()
      .given(STATES.notAsked)
      .uponReceiving('a join request with a message')
      .withRequest('POST', albumPath('/join-request'), (b) => b.headers({ ...userBearer, ...JSON_HEADERS }).jsonBody({ message: 'May I join?' }))
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ request: joinRequestTemplate({ message: like('May I join?') }) }, 'Join request sent successfully!')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await joinClient.send(ALBUM_ID, 'May I join?');
        expect(result.message).toBe('Join request sent successfully!');
        expect(result.data.request.status).toBe('PENDING');
      })));

  it('reads whether I may upload, with my pending request', () =>
    pact
      .addInteraction()
      .given(STATES.pending)
      .uponReceiving('a request for the upload permission of someone with a pending join request')
      .withRequest('GET', albumPath('/check-upload-permission'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ canUpload: false, isOwner: false, isMember: false, requestStatus: 'PENDING', requestId: string(REQUEST_ID) }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await joinClient.uploadPermission(ALBUM_ID);
        expect(data).toMatchObject({ canUpload: false, requestStatus: 'PENDING' });
        expect(data.requestId).toBeTruthy();
      })));

  it('lists my join requests with their albums', () =>
    pact
      .addInteraction()
      .given(STATES.pending)
      .uponReceiving("a request for the signed-in user's join requests")
      .withRequest('GET', '/api/v1/abialbum/users/me/join-requests', (b) => b.headers(userBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            requests: eachLike({
              ...joinRequestTemplate(requester('65f000000000000000000001', 'Demo User')),
              album: { id: string(ALBUM_ID), title: string('Ana Album'), owner: { id: string(ANA_ID), name: string('Ana Silva') } },
            }),
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await joinClient.mine();
        expect(data.requests[0]?.album.owner.name).toBeTruthy();
      })));

  it('cancels my pending request', () =>
    pact
      .addInteraction()
      .given(STATES.pending)
      .uponReceiving('a cancellation of a pending join request by the one who sent it')
      .withRequest('DELETE', requestPath(), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, message: 'Join request cancelled' }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        expect((await joinClient.cancel(ALBUM_ID, REQUEST_ID)).message).toBe('Join request cancelled');
      })));

  it('lists the albums I joined', () =>
    pact
      .addInteraction()
      .given(STATES.member)
      .uponReceiving("a request for the signed-in user's joined albums")
      .withRequest('GET', '/api/v1/abialbum/users/joined-albums', (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ joinedAlbums: [{ approvedAlbums: eachLike(albumTemplate()) }] })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await joinClient.joinedAlbums();
        expect(data.joinedAlbums[0]?.approvedAlbums[0]?.owner.name).toBeTruthy();
      })));
});

describe("join client against svc-albums: the album's owner", () => {
  it('lists the pending requests with their counts', () =>
    pact
      .addInteraction()
      .given(STATES.askedByAna)
      .uponReceiving("an owner's request for the pending join requests of their album")
      .withRequest('GET', albumPath('/join-requests'), (b) => b.headers(userBearer).query({ status: 'PENDING' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            requests: eachLike(joinRequestTemplate(requester(ANA_ID, 'Ana Silva'))),
            counts: { PENDING: integer(1), APPROVED: integer(0), REJECTED: integer(0) },
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await joinClient.list(ALBUM_ID, 'PENDING');
        expect(data.requests[0]?.user.name).toBeTruthy();
        expect(data.counts.PENDING).toBeGreaterThan(0);
      })));

  it('approves a request', () =>
    pact
      .addInteraction()
      .given(STATES.askedByAna)
      .uponReceiving('an approval of a pending join request by the album owner')
      .withRequest('PATCH', requestPath('/approve'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ request: joinRequestTemplate({ userId: string(ANA_ID), status: 'APPROVED' }) }, 'Join request approved successfully!'),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await joinClient.approve(ALBUM_ID, REQUEST_ID);
        expect(result.message).toBe('Join request approved successfully!');
        expect(result.data.request.status).toBe('APPROVED');
      })));

  it('rejects a request with a reason', () =>
    pact
      .addInteraction()
      .given(STATES.askedByAna)
      .uponReceiving('a rejection of a pending join request with a reason by the album owner')
      .withRequest('PATCH', requestPath('/reject'), (b) => b.headers({ ...userBearer, ...JSON_HEADERS }).jsonBody({ rejectionReason: 'Family only' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope(
            { request: joinRequestTemplate({ userId: string(ANA_ID), status: 'REJECTED', rejectionReason: like('Family only') }) },
            'Join request rejected',
          ),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await joinClient.reject(ALBUM_ID, REQUEST_ID, 'Family only');
        expect(result.message).toBe('Join request rejected');
        expect(result.data.request).toMatchObject({ status: 'REJECTED', rejectionReason: 'Family only' });
      })));
});
