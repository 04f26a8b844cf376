import { type Echo, rawGet } from './support/echo-upstream';
import { type TestGateway, startGatewayWithEchoes } from './support/gateway';

const A = '/api/v1/abialbum';

/** Every call of SPEC section 7, with sample ids, and the service that owns it (ARCHITECTURE "Gateway"). */
const specCalls: [method: string, path: string, service: string][] = [
  // Albums
  ['POST', `${A}/albums`, 'albums'],
  ['GET', `${A}/albums/my`, 'albums'],
  ['GET', `${A}/albums/a1`, 'albums'],
  ['PUT', `${A}/albums/a1`, 'albums'],
  ['DELETE', `${A}/albums/a1`, 'albums'],
  // Media
  ['POST', `${A}/albums/media`, 'media'],
  ['POST', `${A}/albums/media/bulk`, 'media'],
  ['GET', `${A}/albums/a1/media`, 'media'],
  ['GET', `${A}/albums/a1/media?sectionId=s1`, 'media'],
  ['PUT', `${A}/albums/media/m1`, 'media'],
  ['DELETE', `${A}/albums/media/m1`, 'media'],
  // Sections
  ['POST', `${A}/albums/sections`, 'albums'],
  ['GET', `${A}/albums/a1/sections`, 'albums'],
  ['PUT', `${A}/albums/sections/s1`, 'albums'],
  ['DELETE', `${A}/albums/sections/s1`, 'albums'],
  // Highlights
  ['POST', `${A}/albums/highlights`, 'media'],
  ['POST', `${A}/albums/highlights/add-existing`, 'media'],
  ['GET', `${A}/albums/a1/highlights`, 'media'],
  ['DELETE', `${A}/albums/highlights/h1`, 'media'],
  ['PUT', `${A}/albums/highlights/h1`, 'media'],
  // Public
  ['GET', `${A}/userprofile/album/a1`, 'albums'],
  ['GET', `${A}/userprofile/shared-section/s1`, 'albums'],
  ['GET', `${A}/userprofile/shared-album/a1`, 'albums'],
  ['GET', `${A}/userprofile/most-followed-albums`, 'albums'],
  ['GET', `${A}/stats`, 'content'],
  // Upload
  ['POST', '/api/v1/upload', 'media'],
  ['POST', '/api/v1/upload/multiple', 'media'],
  ['POST', '/api/v1/upload/profile-image', 'media'],
  ['GET', '/api/v1/files/ab/cd/photo.jpg', 'media'],
  // Users
  ['GET', `${A}/users/profile`, 'identity'],
  ['PUT', `${A}/users/profile`, 'identity'],
  ['GET', `${A}/users/media?userId=u1`, 'media'],
  ['GET', `${A}/users/joined-albums`, 'albums'],
  // Social
  ['POST', `${A}/social/albums/a1/follow`, 'albums'],
  ['POST', `${A}/social/albums/a1/unfollow`, 'albums'],
  ['GET', `${A}/social/albums/a1/followers/count`, 'albums'],
  ['GET', `${A}/social/albums/a1/follow-status`, 'albums'],
  ['GET', `${A}/social/albums/followed`, 'albums'],
  ['GET', `${A}/albums/a1/followers?page=1`, 'albums'],
  // Auth
  ['POST', `${A}/users/login`, 'identity'],
  ['POST', `${A}/users/signup`, 'identity'],
  ['POST', `${A}/users/password/forgot`, 'identity'],
  ['POST', `${A}/users/password/reset`, 'identity'],
  ['POST', `${A}/users/email/verify`, 'identity'],
  ['POST', `${A}/users/email/verification`, 'identity'],
  ['POST', `${A}/users/email/change`, 'identity'],
  ['POST', `${A}/user/logout`, 'identity'],
  ['GET', `${A}/user/verify`, 'identity'],
  ['POST', `${A}/user/refresh`, 'identity'],
  ['GET', '/.well-known/jwks.json', 'identity'],
  // Search and content
  ['GET', `${A}/search/albums?query=beach%20trip`, 'albums'],
  ['GET', `${A}/content/about`, 'content'],
  ['GET', `${A}/content/terms`, 'content'],
  // Join requests
  ['POST', `${A}/albums/a1/join-request`, 'albums'],
  ['GET', `${A}/albums/a1/join-requests?status=PENDING`, 'albums'],
  ['PATCH', `${A}/albums/a1/join-requests/r1/approve`, 'albums'],
  ['PATCH', `${A}/albums/a1/join-requests/r1/reject`, 'albums'],
  ['DELETE', `${A}/albums/a1/join-requests/r1`, 'albums'],
  ['GET', `${A}/users/me/join-requests`, 'albums'],
  ['GET', `${A}/albums/a1/check-upload-permission`, 'albums'],
  // Media approval
  ['GET', `${A}/albums/a1/media/pending`, 'media'],
  ['GET', `${A}/albums/a1/media/manage?status=PENDING&uploaderId=u1`, 'media'],
  ['PATCH', `${A}/albums/a1/media/m1/approve`, 'media'],
  ['PATCH', `${A}/albums/a1/media/m1/reject`, 'media'],
  ['PATCH', `${A}/albums/a1/media/bulk-approve`, 'media'],
  ['GET', `${A}/users/me/uploaded-media?albumId=a1&status=APPROVED`, 'media'],
  // Admin API
  ['POST', `${A}/admin/login`, 'identity'],
  ['POST', `${A}/admin/refresh`, 'identity'],
  ['GET', `${A}/admin/users?page=1&limit=10&search=ann`, 'identity'],
  ['GET', `${A}/admin/albums?page=1&limit=10&search=sea`, 'albums'],
  ['PUT', `${A}/admin/users/u1/block`, 'identity'],
  ['PUT', `${A}/admin/users/u1/toggle-album-modal`, 'identity'],
  ['PUT', `${A}/admin/albums/a1/block`, 'albums'],
  ['GET', `${A}/admin/stats`, 'content'],
  ['POST', `${A}/admin/logout`, 'identity'],
  ['GET', `${A}/content/admin/all`, 'content'],
  // Notifications (issue 13)
  ['GET', `${A}/notifications?page=2`, 'albums'],
  ['GET', `${A}/notifications/unread-count`, 'albums'],
  ['PATCH', `${A}/notifications/n1/read`, 'albums'],
  ['PATCH', `${A}/notifications/read-all`, 'albums'],
  ['GET', `${A}/notifications/stream`, 'albums'],
  // Share links (issue 27 item 2)
  ['GET', `${A}/albums/a1/share-links?sectionId=s1`, 'albums'],
  ['POST', `${A}/albums/a1/share-links`, 'albums'],
  ['DELETE', `${A}/albums/a1/share-links/l1`, 'albums'],
  ['POST', `${A}/albums/a1/share-links/l1/replace`, 'albums'],
  ['GET', `${A}/userprofile/share/k1`, 'albums'],
  ['POST', `${A}/userprofile/share/k1`, 'albums'],
  ['POST', `${A}/content/admin/about`, 'content'],
  ['POST', `${A}/content/admin/terms`, 'content'],
];

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGatewayWithEchoes();
});
afterAll(() => gateway.close());

const withBody = (method: string) => !['GET', 'DELETE'].includes(method);

describe('routing table', () => {
  it.each(specCalls)('%s %s reaches %s with the path unchanged', async (method, path, service) => {
    const body = JSON.stringify({ sample: 'value' });
    const res = await fetch(gateway.url + path, {
      method,
      headers: withBody(method) ? { 'content-type': 'application/json' } : {},
      body: withBody(method) ? body : undefined,
    });
    expect(res.status).toBe(200);
    const echo = ((await res.json()) as { data: Echo }).data;
    expect(echo).toMatchObject({ service, method, url: path });
    if (withBody(method)) expect(echo.body).toBe(body);
  });

  it.each([
    ['GET', '/api/v1/abialbum/nothing-here'],
    ['GET', '/api/v1/abialbum/users/someone-else'],
    ['POST', '/api/v2/albums'],
    ['GET', '/api/v1/abialbum/admin/secrets'],
  ])('answers an unknown API call %s %s with the 404 envelope', async (method, path) => {
    const res = await fetch(gateway.url + path, { method });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      data: null,
      message: `Route not found: ${method} ${new URL(path, 'http://x').pathname}`,
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('does not forward a path with dot segments', async () => {
    const res = await rawGet(gateway.url, '/api/v1/abialbum/albums/a1/../../users/profile');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });
});
