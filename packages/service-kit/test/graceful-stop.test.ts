import { spawnService } from '../src/testing';

/**
 * Issue 25: a stopping instance leaves the gateway's rotation before it goes, and fails none of its calls. A real
 * process, stopped by a real SIGTERM.
 */
describe('a service told to stop (SIGTERM)', () => {
  it('says "not ready" at once, finishes the call in flight, closes its resources in order (hooks added meanwhile too) and exits 0', async () => {
    const service = await spawnService('packages/service-kit/test/fixtures/slow-service.ts', { SLOW_MS: '1500', DRAIN_SECONDS: '10' });
    try {
      expect((await service.waitFor('/ready')).status).toBe(200);
      const began = Date.now();
      const slow = fetch(`${service.url}/slow`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const exited = service.stop('SIGTERM');

      await new Promise((resolve) => setTimeout(resolve, 50));
      const ready = await fetch(`${service.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ success: false, data: { status: 'stopping' } });
      // Still in flight when /ready said 503.
      expect(Date.now() - began).toBeLessThan(1_500);

      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ success: true, data: { slept: 1500 } });
      expect(await exited).toBe(0);
      expect([...service.output().matchAll(/^closed (.+)$/gm)].map((match) => match[1])).toEqual(['streams', 'relay', 'lease hook', 'late hook', 'late stream', 'database']);
    } finally {
      await service.stop('SIGKILL');
    }
  });

  it('cuts what is still open after DRAIN_SECONDS and still exits', async () => {
    const service = await spawnService('packages/service-kit/test/fixtures/slow-service.ts', { SLOW_MS: '20000', DRAIN_SECONDS: '1' });
    try {
      await service.waitFor('/ready');
      const slow = fetch(`${service.url}/slow`).then((res) => res.status, () => 'cut');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const began = Date.now();
      expect(await service.stop('SIGTERM')).toBe(0);
      expect(Date.now() - began).toBeLessThan(4_000);
      expect(await slow).toBe('cut');
    } finally {
      await service.stop('SIGKILL');
    }
  });
});
