import { randomUUID } from 'node:crypto';
import { connectMongo } from '@abialbum/service-kit';
import { spawnService, testMongoUrl } from '@abialbum/service-kit/testing';

describe('svc-content as a process', () => {
  const dbName = `t_content_proc_${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    const connection = await connectMongo(testMongoUrl(), dbName);
    await connection.dropDatabase();
    await connection.close();
  });

  it('starts with the broker down, serves, and stops cleanly on SIGTERM', async () => {
    const svc = await spawnService('svc-content/src/index.ts', {
      MONGO_URL: testMongoUrl(),
      MONGO_DB: dbName,
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:1',
      JWKS_URL: 'http://127.0.0.1:1/.well-known/jwks.json',
    });
    try {
      const health = await svc.waitFor('/health');
      expect(health.status).toBe(200);
      expect((await fetch(`${svc.url}/ready`)).status).toBe(503);
      const about = await fetch(`${svc.url}/api/v1/abialbum/content/about`);
      expect(about.status).toBe(200);
      expect(await about.json()).toEqual({ success: true, data: null, message: 'OK' });
    } finally {
      expect(await svc.stop()).toBe(0);
    }
  });

  it('refuses to start without its configuration, naming every missing variable', async () => {
    const svc = await spawnService('svc-content/src/index.ts', { MONGO_URL: '', AMQP_URL: '', JWKS_URL: '' });
    expect(await svc.exited).toBe(1);
    expect(svc.output()).toMatch(/MONGO_URL[\s\S]*AMQP_URL[\s\S]*JWKS_URL/);
  });
});
