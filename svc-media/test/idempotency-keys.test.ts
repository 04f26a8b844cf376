import type { Media, UploadedFile } from '@abialbum/contracts';
import { answer } from '@abialbum/service-kit/testing';
import { anAlbum, aUser, type TestUser } from './support/albums';
import { anUpload, listMedia } from './support/media';
import { aPng } from './support/media-fixtures';
import { startService, type Service } from './support/service';
import { uploadFiles, type FilePart } from './support/upload';

const HOUR = 3_600_000;

/** Issue 28: a repeat of a call that stores something, with the same Idempotency-Key, stores nothing new. */
describe('calls repeated with the same Idempotency-Key', () => {
  let svc: Service;
  let owner: TestUser;
  let albumId: string;
  let seed = 0;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
    albumId = (await anAlbum(svc, owner)).id;
  });
  afterAll(() => svc.close());

  const key = () => `key-${Date.now()}-${(seed += 1)}`;
  const aPicture = async () => aPng(7 + (seed += 1), 40 + seed);
  const upload = (path: 'upload' | 'upload/multiple', files: FilePart[], headers: Record<string, string>, token = owner.token) =>
    uploadFiles(`${svc.url}/api/v1/${path}`, files, { field: path === 'upload' ? 'file' : 'files', token, fields: { albumId }, headers });
  const addMedia = async (body: object, headers: Record<string, string>, token = owner.token) => {
    const res = await fetch(`${svc.url}/api/v1/abialbum/albums/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await answer<{ media: Media }>(res) };
  };
  const storedFiles = () => svc.uploads.model.countDocuments();
  const itemsOfAlbum = async () => (await listMedia(svc, albumId, owner.token)).body.data.media;

  it('answers POST /upload again with its first answer and stores nothing new, even for other bytes', async () => {
    const headers = { 'Idempotency-Key': key() };
    const first = await upload('upload', [{ bytes: await aPicture(), name: 'a.png' }], headers);
    expect(first.status).toBe(201);
    const firstBody = await answer<UploadedFile>(first);
    const files = await storedFiles();

    const again = await upload('upload', [{ bytes: await aPicture(), name: 'b.png' }], headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await answer<UploadedFile>(again)).toEqual(firstBody);
    expect(await storedFiles()).toBe(files);
  });

  it('answers POST /upload/multiple again with its first answer', async () => {
    const headers = { 'Idempotency-Key': key() };
    const files = [{ bytes: await aPicture() }, { bytes: await aPicture() }];
    const first = await upload('upload/multiple', files, headers);
    expect(first.status).toBe(201);
    const firstBody = await answer<{ files: UploadedFile[] }>(first);
    const stored = await storedFiles();
    const again = await upload('upload/multiple', files, headers);
    expect([again.status, await answer(again)]).toEqual([201, firstBody]);
    expect(await storedFiles()).toBe(stored);
  });

  it('makes one media item of POST albums/media sent twice with one key, and two without a key', async () => {
    const file = await anUpload(svc, owner.token, albumId);
    const body = { albumId, type: file.type, url: file.url, caption: 'Sent twice' };
    const before = (await itemsOfAlbum()).length;
    const headers = { 'Idempotency-Key': key() };
    const first = await addMedia(body, headers);
    expect(first.status).toBe(201);
    const again = await addMedia(body, headers);
    expect(again).toEqual({ status: 201, replayed: 'true', body: first.body });
    expect((await itemsOfAlbum()).length).toBe(before + 1);

    // Without a key each call is its own (SPEC 7 unchanged).
    expect((await addMedia(body, {})).status).toBe(201);
    expect((await itemsOfAlbum()).length).toBe(before + 2);
  });

  it('runs a repeat sent while the first is under way once: the other answers the same item or 409', async () => {
    const file = await anUpload(svc, owner.token, albumId);
    const body = { albumId, type: file.type, url: file.url, caption: 'At once' };
    const headers = { 'Idempotency-Key': key() };
    const answers = await Promise.all([addMedia(body, headers), addMedia(body, headers), addMedia(body, headers)]);
    const made = answers.filter((res) => res.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((res) => res.body.data.media.id)).size).toBe(1);
    for (const res of answers.filter((r) => r.status !== 201)) expect([res.status, res.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_IN_USE']);
    expect((await itemsOfAlbum()).filter((item) => item.caption === 'At once')).toHaveLength(1);
  });

  it('refuses the key with another body (422) and an invalid key (400); keeps keys per user', async () => {
    const file = await anUpload(svc, owner.token, albumId);
    const headers = { 'Idempotency-Key': key() };
    expect((await addMedia({ albumId, type: file.type, url: file.url, caption: 'One' }, headers)).status).toBe(201);
    const other = await addMedia({ albumId, type: file.type, url: file.url, caption: 'Two' }, headers);
    expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await addMedia({ albumId, type: file.type, url: file.url }, { 'Idempotency-Key': 'x'.repeat(256) })).status).toBe(400);

    // The same key from another user is theirs: their call runs (and is refused on its own merits).
    const stranger = await aUser(svc, { name: 'Cid Stranger' });
    expect((await addMedia({ albumId, type: file.type, url: file.url, caption: 'One' }, headers, stranger.token)).status).toBe(403);
  });

  it('keeps no refusal: the repeat of a refused request runs again', async () => {
    const headers = { 'Idempotency-Key': key() };
    const empty = await fetch(`${svc.url}/api/v1/upload?albumId=${albumId}`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}`, ...headers } });
    expect(empty.status).toBe(400);
    const res = await upload('upload', [{ bytes: await aPicture() }], headers);
    expect([res.status, res.headers.get('idempotent-replayed')]).toEqual([201, null]);
  });

  it('forgets a key after 24 hours (the periodic cleanup removes it)', async () => {
    const file = await anUpload(svc, owner.token, albumId);
    expect((await addMedia({ albumId, type: file.type, url: file.url }, { 'Idempotency-Key': key() })).status).toBe(201);
    const claims = svc.services.stores.idempotency;
    expect(await claims.removeExpired()).toBe(0);
    expect(await claims.removeExpired(new Date(Date.now() + 25 * HOUR))).toBeGreaterThanOrEqual(1);
  });
});
