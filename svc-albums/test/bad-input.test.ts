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
    ];
    for (const id of ids) {
      for (const [method, path] of routes(id)) {
        const res = await given.http.call(method, path, { token, body: method === 'PUT' ? { title: 'Valid Title' } : undefined });
        expect({ method, path, ok: [400, 404].includes(res.status) }).toEqual({ method, path, ok: true });
        expect(res.success).toBe(false);
      }
    }
  });
});
