import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { connectMongo } from '@abialbum/service-kit';
import { eventually, spawnService, testMongoUrl, answer } from '@abialbum/service-kit/testing';
import { filesUnder } from './support/images';

describe('svc-media as a process', () => {
  const dbName = `t_media_proc_${randomUUID().slice(0, 8)}`;
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'abialbum-media-proc-'));
  });
  afterAll(async () => {
    const connection = await connectMongo(testMongoUrl(), dbName);
    await connection.dropDatabase();
    await connection.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('starts with the broker down, takes an upload, and stops cleanly on SIGTERM', async () => {
    const svc = await spawnService('svc-media/src/index.ts', {
      MONGO_URL: testMongoUrl(),
      MONGO_DB: dbName,
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:1',
      JWKS_URL: 'http://127.0.0.1:1/.well-known/jwks.json',
      MEDIA_DIR: mediaDir,
    });
    try {
      expect((await svc.waitFor('/health')).status).toBe(200);
      expect((await fetch(`${svc.url}/ready`)).status).toBe(503);
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')]), 'a.gif');
      const res = await fetch(`${svc.url}/api/v1/upload/profile-image`, { method: 'POST', body: form });
      expect(res.status).toBe(201);
      const { data } = await answer<{ url: string }>(res);
      expect((await fetch(`${svc.url}${data.url}`)).headers.get('content-type')).toBe('image/gif');
    } finally {
      expect(await svc.stop()).toBe(0);
    }
  });

  it('leaves no partial file after being killed mid-upload, once started again', async () => {
    const env = {
      MONGO_URL: testMongoUrl(),
      MONGO_DB: dbName,
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:1',
      JWKS_URL: 'http://127.0.0.1:1/.well-known/jwks.json',
      MEDIA_DIR: mediaDir,
    };
    const first = await spawnService('svc-media/src/index.ts', env);
    await first.waitFor('/health');
    const before = await filesUnder(mediaDir);
    const boundary = 'killed-boundary';
    const req = http.request(`${first.url}/api/v1/upload/profile-image`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 4_000_000 },
    });
    req.on('error', () => undefined);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(Buffer.concat([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4y8AARAwQCgAfrgP19hgqWQAAAABJRU5ErkJggg==', 'base64'), Buffer.alloc(1_000_000, 7)]));
    const partial = async () => (await filesUnder(path.join(mediaDir, '.tmp'))).length > 0;
    for (let i = 0; i < 50 && !(await partial()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await partial()).toBe(true);
    await first.stop('SIGKILL');
    req.destroy();

    const second = await spawnService('svc-media/src/index.ts', env);
    try {
      await second.waitFor('/health');
      // The killed process's lease runs out within 10 s: until then its staged part may be another live upload's.
      await eventually(async () => JSON.stringify(await filesUnder(mediaDir)) === JSON.stringify(before), 15_000, 200);
      expect(await filesUnder(mediaDir)).toEqual(before);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});
