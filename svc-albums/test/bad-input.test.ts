import { arrange } from './support/albums';
import { startService, type Service } from './support/service';

/** Whatever a caller sends, the answer is a clear 4xx with the envelope: never a 500. */
describe('svc-albums and bad input', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let token: string;
  let albumId: string;
  let sectionId: string;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    const { owner, album } = await given.anOwnerWithAlbum();
    token = owner.token;
    albumId = album.id;
    sectionId = (await given.aSection(token, albumId)).id;
  });
  afterAll(() => svc.close());

  const writes = () => [
    ['POST', '/albums'],
    ['PUT', `/albums/${albumId}`],
    ['POST', '/albums/sections'],
    ['PUT', `/albums/sections/${sectionId}`],
  ];

  it('refuses keys with $ or . and unknown keys in bodies', async () => {
    const bodies = [
      { title: 'Good Title', $set: { isBlocked: true } },
      { title: 'Good Title', 'owner.name': 'Mallory' },
      { title: 'Good Title', isBlocked: true },
      { title: { $gt: '' } },
      { albumId: { $ne: null }, title: 'Good Title' },
    ];
    for (const [method, path] of writes()) {
      for (const body of bodies) {
        const res = await given.http.call(method as string, path as string, { token, body: { albumId, ...body } });
        expect({ method, path, body, status: res.status, success: res.success }).toEqual({ method, path, body, status: 400, success: false });
      }
    }
    const album = await given.http.get<{ album: { title: string } }>(`/albums/${albumId}`, token);
    expect(album.data.album.title).toBe('Summer Trip');
  });

  it('answers malformed JSON, non-object bodies and wrong types with 400', async () => {
    for (const [method, path] of writes()) {
      for (const rawBody of ['{"title": ', 'null', '[]', '"text"', '42', '{"title": ["a","b","c"]}', '{"title": "\\u0000bad"}']) {
        const res = await given.http.call(method as string, path as string, { token, rawBody });
        expect({ method, path, rawBody, status: res.status }).toEqual({ method, path, rawBody, status: 400 });
        expect(res.success).toBe(false);
      }
      const empty = await given.http.call(method as string, path as string, { token });
      expect({ method, path, status: empty.status }).toEqual({ method, path, status: 400 });
    }
  });

  it('answers an oversized body with 413 and over-long fields with their messages', async () => {
    const huge = await given.http.post('/albums', { title: 'x'.repeat(200_000) }, token);
    expect(huge.status).toBe(413);
    const long = await given.http.put(`/albums/sections/${sectionId}`, { title: 't'.repeat(5000), description: 'd'.repeat(5000) }, token);
    expect(long).toMatchObject({
      status: 400,
      errors: { title: 'Section title must be less than 100 characters', description: 'Description must be less than 300 characters' },
    });
  });

  it('answers ids that cannot be ids with 400 or 404 on every route, never 500', async () => {
    const ids = ['abc', '000', "1'%20OR%201=1", '%24where', '65f0c0ffee0000000000abc', '65F0C0FFEE0000000000ABCD', 'x'.repeat(300)];
    const routes = (id: string): Array<[string, string]> => [
      ['GET', `/albums/${id}`],
      ['PUT', `/albums/${id}`],
      ['DELETE', `/albums/${id}`],
      ['GET', `/albums/${id}/sections`],
      ['PUT', `/albums/sections/${id}`],
      ['DELETE', `/albums/sections/${id}`],
      ['POST', `/social/albums/${id}/follow`],
      ['POST', `/social/albums/${id}/unfollow`],
      ['GET', `/social/albums/${id}/followers/count`],
      ['GET', `/social/albums/${id}/follow-status`],
      ['GET', `/albums/${id}/followers?page=1`],
      ['GET', `/userprofile/album/${id}`],
      ['GET', `/userprofile/shared-section/${id}`],
      ['GET', `/userprofile/shared-album/${id}`],
      ['POST', `/albums/${id}/join-request`],
      ['GET', `/albums/${id}/join-requests?status=PENDING`],
      ['PATCH', `/albums/${id}/join-requests/${id}/approve`],
      ['PATCH', `/albums/${id}/join-requests/${id}/reject`],
      ['DELETE', `/albums/${id}/join-requests/${id}`],
      ['PATCH', `/albums/${albumId}/join-requests/${id}/approve`],
      ['PATCH', `/albums/${albumId}/join-requests/${id}/reject`],
      ['DELETE', `/albums/${albumId}/join-requests/${id}`],
      ['GET', `/albums/${id}/check-upload-permission`],
    ];
    for (const id of ids) {
      for (const [method, path] of routes(id)) {
        const res = await given.http.call(method, path, { token, body: method === 'PUT' ? { title: 'Valid Title' } : undefined });
        expect({ method, path, ok: [400, 404].includes(res.status) }).toEqual({ method, path, ok: true });
        expect(res.success).toBe(false);
      }
    }
  });

  it('answers bad join-request bodies and filters with 400 and the field message, and stores nothing', async () => {
    const user = await svc.aUser();
    const ask = (body: unknown, rawBody?: string) => given.http.call('POST', `/albums/${albumId}/join-request`, { token: user.token, body, rawBody });
    for (const body of [{ message: { $gt: '' } }, { message: 42 }, { message: 'ok', albumId }, { $set: { status: 'APPROVED' } }, { message: 'bad\u0000text' }]) {
      expect({ body, status: (await ask(body)).status }).toEqual({ body, status: 400 });
    }
    for (const rawBody of ['{"message": ', '[]', '"text"', '42']) expect({ rawBody, status: (await ask(undefined, rawBody)).status }).toEqual({ rawBody, status: 400 });
    expect(await ask({ message: 'm'.repeat(501) })).toMatchObject({ status: 400, errors: { message: 'Message must be less than 500 characters' } });
    expect((await given.http.get<{ counts: { PENDING: number } }>(`/albums/${albumId}/join-requests`, token)).data.counts.PENDING).toBe(0);

    const sent = await given.http.post<{ request: { id: string } }>(`/albums/${albumId}/join-request`, undefined, user.token);
    expect(sent.status).toBe(201);
    const reject = (body: unknown) => given.http.call('PATCH', `/albums/${albumId}/join-requests/${sent.data.request.id}/reject`, { token, body });
    expect(await reject({ rejectionReason: 'r'.repeat(501) })).toMatchObject({ status: 400, errors: { rejectionReason: 'Rejection reason must be less than 500 characters' } });
    expect((await reject({ rejectionReason: ['a'] })).status).toBe(400);
    expect((await reject({ status: 'APPROVED' })).status).toBe(400);
    expect(await given.http.get(`/albums/${albumId}/join-requests?status=MAYBE`, token)).toMatchObject({ status: 400, message: 'Status must be PENDING, APPROVED or REJECTED' });
    expect((await given.http.get(`/albums/${albumId}/join-requests?status=PENDING&status=APPROVED`, token)).status).toBe(400);
    expect((await given.http.get<{ requests: Array<{ status: string }> }>(`/albums/${albumId}/join-requests?status=pending`, token)).data.requests).toEqual([
      expect.objectContaining({ status: 'PENDING' }),
    ]);
  });
});
