import { startService } from './support/service';

describe('svc-albums without the broker', () => {
  it('starts and serves, and says it is not ready until the broker is back', async () => {
    const svc = await startService({ amqpUrl: 'amqp://guest:guest@127.0.0.1:1', awaitBroker: false });
    try {
      expect((await fetch(`${svc.url}/health`)).status).toBe(200);
      const ready = await fetch(`${svc.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ success: false, data: { checks: { database: true, broker: false } } });
      // Reads and writes go on: the outbox keeps the events until the broker is back.
      expect((await fetch(`${svc.url}/api/v1/abialbum/userprofile/most-followed-albums`)).status).toBe(200);
      const owner = await svc.aUser();
      const created = await fetch(`${svc.url}/api/v1/abialbum/albums`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Offline Album' }),
      });
      expect(created.status).toBe(201);
    } finally {
      await svc.close();
    }
  });
});
