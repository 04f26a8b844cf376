/**
 * @jest-environment node
 */
import { configureApi } from '../src';
import { joinClient, mediaClient } from '../src/entries/clients';
import { clearUserSession, writeTokens } from '../src/api/token-store';
import { ok, startApiServer } from './support/api-server';

// The join pact is svc-albums' to verify once its routes exist; until then this pins what the client sends.
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer();
  configureApi({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  clearUserSession();
  writeTokens({ accessToken: 'tok', refreshToken: null, expiresAt: null });
});

const sent = (method: string) => server.requests.filter((r) => r.method === method);

describe('join client', () => {
  it('sends a join request with its optional message, or an empty body', async () => {
    server.on('POST', 'abialbum/albums/a1/join-request', { status: 201, body: { success: true, data: {}, message: 'Join request sent successfully!' } });
    expect((await joinClient.send('a1', 'Hello')).message).toBe('Join request sent successfully!');
    await joinClient.send('a1');
    expect(sent('POST').map((r) => JSON.parse(r.body))).toEqual([{ message: 'Hello' }, {}]);
    expect(sent('POST')[0]!.authorization).toBe('Bearer tok');
  });

  it("lists an album's requests by status, and decides on them", async () => {
    server.on('GET', 'abialbum/albums/a1/join-requests', ok({ requests: [], counts: { PENDING: 0, APPROVED: 0, REJECTED: 0 } }));
    server.on('PATCH', 'abialbum/albums/a1/join-requests/r1/approve', ok({}));
    server.on('PATCH', 'abialbum/albums/a1/join-requests/r1/reject', ok({}));
    server.on('DELETE', 'abialbum/albums/a1/join-requests/r1', ok(null));
    await joinClient.list('a1', 'REJECTED');
    await joinClient.approve('a1', 'r1');
    await joinClient.reject('a1', 'r1', 'Not family');
    await joinClient.reject('a1', 'r1');
    await joinClient.cancel('a1', 'r1');
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      'GET /api/v1/abialbum/albums/a1/join-requests?status=REJECTED ',
      'PATCH /api/v1/abialbum/albums/a1/join-requests/r1/approve ',
      'PATCH /api/v1/abialbum/albums/a1/join-requests/r1/reject {"rejectionReason":"Not family"}',
      'PATCH /api/v1/abialbum/albums/a1/join-requests/r1/reject {}',
      'DELETE /api/v1/abialbum/albums/a1/join-requests/r1 ',
    ]);
  });

  it('asks for the upload permission, my requests and my joined albums', async () => {
    server.on('GET', 'abialbum/albums/a1/check-upload-permission', ok({ canUpload: false, requestStatus: 'NONE' }));
    server.on('GET', 'abialbum/users/me/join-requests', ok({ requests: [] }));
    server.on('GET', 'abialbum/users/joined-albums', ok({ joinedAlbums: [{ approvedAlbums: [] }] }));
    expect((await joinClient.uploadPermission('a1')).data.requestStatus).toBe('NONE');
    await joinClient.mine();
    expect((await joinClient.joinedAlbums()).data.joinedAlbums[0]?.approvedAlbums).toEqual([]);
  });
});

describe('media client reads', () => {
  it('asks for a user’s uploads without a token', async () => {
    server.on('GET', 'abialbum/users/media', ok({ mediauploaded: [], pagination: {} }));
    await mediaClient.userMedia('u7', { page: 2 });
    const request = sent('GET')[0]!;
    expect(request.path).toBe('/api/v1/abialbum/users/media?userId=u7&page=2');
    expect(request.authorization).toBeUndefined();
  });
});
