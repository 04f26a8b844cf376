import { urlsOf } from '@abialbum/service-kit';
import { eventually, spawnService } from '@abialbum/service-kit/testing';
import { affinityScore } from '../src/proxy/write-affinity';
import { startGateway } from './support/gateway';

/**
 * Issue 25: a service runs as several instances behind the gateway (ALBUMS_URL lists them). Real processes, so an
 * instance can die the way a crashed one does (SIGKILL).
 */
type Instance = Awaited<ReturnType<typeof spawnService>>;

async function anInstance(name: string, delayMs = 0): Promise<Instance> {
  const instance = await spawnService('svc-gateway/test/support/echo-instance.ts', { INSTANCE: name, DELAY_MS: String(delayMs) });
  await instance.waitFor('/ready');
  return instance;
}

/**
 * Album ids whose writes the rendezvous hash gives to the instance at `url` rather than the one at `other` (as the
 * gateway holds their URLs: `urlsOf`). The instances' ports are new each run, so ids picked by hand could all fall on
 * one of them.
 */
const albumsWrittenBy = (url: string, other: string) =>
  Array.from({ length: 200 }, (_, i) => `6b0ab4a356a56c1919107${(0x100 + i).toString(16)}`).filter((id) => affinityScore(id, url) > affinityScore(id, other));

const seenBy = (instance: Instance) => new Set([...instance.output().matchAll(/^seen (\S+)$/gm)].map((match) => match[1]));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  id: string;
  method: string;
  status: number;
  instance?: string;
  bytes?: number;
  startedAt: number;
}

async function call(gatewayUrl: string, method: 'GET' | 'POST', id: string, body = JSON.stringify({ title: `album ${id}` })): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const res = await fetch(`${gatewayUrl}/api/v1/abialbum/albums/my`, {
      method,
      headers: { 'x-call-id': id, 'content-type': 'application/json' },
      body: method === 'POST' ? body : undefined,
    });
    const answer = (await res.json()) as { data?: { instance?: string; bytes?: number } };
    return { id, method, status: res.status, instance: answer.data?.instance, bytes: answer.data?.bytes, startedAt };
  } catch {
    return { id, method, status: 0, startedAt };
  }
}

describe('a service with two instances behind the gateway', () => {
  let instances: Instance[] = [];
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    instances = [];
  });

  it('answers every GET and every call not yet sent through the other instance when one is killed under load', async () => {
    const [a, b] = (instances = await Promise.all([anInstance('a', 40), anInstance('b', 40)])) as [Instance, Instance];
    const gateway = await startGateway({ ALBUMS_URL: `${a.url},${b.url}` });
    try {
      const outcomes: Outcome[] = [];
      let running = true;
      let n = 0;
      // 16 clients, half of their calls GETs and half POSTs, each one after the other, for 2.5 s; `a` dies at 1 s.
      const clients = Array.from({ length: 16 }, async (_, client) => {
        while (running) {
          n += 1;
          outcomes.push(await call(gateway.url, (n + client) % 2 === 0 ? 'GET' : 'POST', `c${n}`));
        }
      });
      await sleep(1_000);
      await a.stop('SIGKILL');
      const killedAt = Date.now();
      await sleep(1_500);
      running = false;
      await Promise.all(clients);

      const failed = outcomes.filter((outcome) => outcome.status !== 200);
      const afterKill = outcomes.filter((outcome) => outcome.startedAt > killedAt);
      expect(outcomes.filter((outcome) => outcome.instance === 'a').length).toBeGreaterThan(5);
      expect(afterKill.length).toBeGreaterThan(50);
      // No GET failed. A POST failed only if it was on its way to `a` when `a` died (it may have acted on it: it is not
      // sent again); every call begun after the kill was answered, by b.
      expect(failed.filter((outcome) => outcome.method === 'GET')).toEqual([]);
      expect(failed.filter((outcome) => outcome.startedAt > killedAt)).toEqual([]);
      expect(afterKill.every((outcome) => outcome.status === 200 && outcome.instance === 'b')).toBe(true);
    } finally {
      await gateway.close();
    }
  });

  it('lets a connection to an instance go before the instance would close it, so no call is sent on a closing one', async () => {
    // The instance closes a connection 2 s after its last answer and says so (`Keep-Alive: timeout=2`); the gateway
    // must stop using it a second before. Without that, a POST sent as the instance closes it fails ("socket hang up").
    const a = await spawnService('svc-gateway/test/support/echo-instance.ts', { INSTANCE: 'a', KEEP_ALIVE_MS: '2000' });
    instances = [a];
    await a.waitFor('/ready');
    const gateway = await startGateway({ ALBUMS_URL: a.url });
    const post = async (id: string) => {
      const res = await fetch(`${gateway.url}/api/v1/abialbum/albums/my`, { method: 'POST', headers: { 'x-call-id': id, 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { connection: string } }).data.connection;
    };
    try {
      const first = await post('k1');
      await sleep(300);
      expect(await post('k2')).toBe(first);
      // 1.5 s idle: still open at the instance (2 s), but already let go by the gateway (1 s).
      await sleep(1_500);
      expect(await post('k3')).not.toBe(first);
    } finally {
      await gateway.close();
    }
  });

  it('sends a call that never reached an instance (connection refused) to the other one, body and all', async () => {
    const [a, b] = (instances = await Promise.all([anInstance('a'), anInstance('b')])) as [Instance, Instance];
    // Probed once at the start (ready), then not for 10 s: only the calls themselves find out that `a` is gone.
    const gateway = await startGateway({ ALBUMS_URL: `${a.url},${b.url}`, PROBE_INTERVAL_MS: '10000' });
    await sleep(300);
    await a.stop('SIGKILL');
    try {
      // At once: the first ones to go to `a` meet its closed port.
      const body = JSON.stringify({ title: 'x'.repeat(200_000) });
      const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => call(gateway.url, 'POST', `p${i}`, body)));
      expect(outcomes.map((outcome) => [outcome.status, outcome.instance, outcome.bytes])).toEqual(outcomes.map(() => [200, 'b', body.length]));
      expect([...seenBy(b)].sort()).toEqual(outcomes.map((outcome) => outcome.id).sort());
    } finally {
      await gateway.close();
    }
  });

  // A hanging /ready: the instance's calls are still answered, only the probe's time limit (1 s) can find it out.
  it.each([
    ['saying 503', '503'],
    ['hanging', 'hang'],
  ])('sends no new call to an instance within 2 s of its /ready %s, and sends again once it says 200', async (_, mode) => {
    const [a, b] = (instances = await Promise.all([anInstance('a'), anInstance('b')])) as [Instance, Instance];
    const gateway = await startGateway({ ALBUMS_URL: `${a.url},${b.url}` });
    const spread = async (count: number) => {
      const outcomes = await Promise.all(Array.from({ length: count }, (_, i) => call(gateway.url, 'GET', `s${i}`)));
      expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true);
      return new Set(outcomes.map((outcome) => outcome.instance));
    };
    try {
      expect(await spread(20)).toEqual(new Set(['a', 'b']));
      await fetch(`${b.url}/__ready/${mode}`, { method: 'POST' });
      await sleep(2_000);
      expect(await spread(20)).toEqual(new Set(['a']));
      await fetch(`${b.url}/__ready/200`, { method: 'POST' });
      await sleep(2_000);
      expect(await spread(20)).toEqual(new Set(['a', 'b']));
    } finally {
      await gateway.close();
    }
  });

  it('sends the writes of one album to one ready instance (reads to both), and to the other once that one is gone', async () => {
    const [a, b] = (instances = await Promise.all([anInstance('a'), anInstance('b')])) as [Instance, Instance];
    const gateway = await startGateway({ ALBUMS_URL: `${a.url},${b.url}` });
    const follow = async (albumId: string, i: number) => {
      const res = await fetch(`${gateway.url}/api/v1/abialbum/social/albums/${albumId}/follow`, { method: 'POST', headers: { 'x-call-id': `f${i}` } });
      return { status: res.status, instance: ((await res.json()) as { data?: { instance?: string } }).data?.instance };
    };
    // Four albums whose writes the rendezvous hash gives to `a` and four to `b`.
    const [urlA, urlB] = urlsOf(`${a.url},${b.url}`) as [string, string];
    const owner = (albumId: string) => (affinityScore(albumId, urlA) > affinityScore(albumId, urlB) ? 'a' : 'b');
    const albums = [...albumsWrittenBy(urlA, urlB).slice(0, 4), ...albumsWrittenBy(urlB, urlA).slice(0, 4)];
    expect(albums).toHaveLength(8);
    try {
      const instanceOf = new Map<string, string>();
      for (const albumId of albums) {
        const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => follow(albumId, i)));
        expect(answers.every((answer) => answer.status === 200)).toBe(true);
        expect(new Set(answers.map((answer) => answer.instance)).size).toBe(1);
        instanceOf.set(albumId, answers[0]!.instance!);
      }
      // Each album's writes fall on its own instance, the eight on both, and reads still spread.
      expect([...instanceOf.entries()]).toEqual(albums.map((albumId) => [albumId, owner(albumId)]));
      const reads = await Promise.all(Array.from({ length: 20 }, (_, i) => call(gateway.url, 'GET', `r${i}`)));
      expect(new Set(reads.map((read) => read.instance))).toEqual(new Set(['a', 'b']));

      await a.stop('SIGKILL');
      for (const albumId of albums) {
        const answers = await Promise.all(Array.from({ length: 3 }, (_, i) => follow(albumId, i)));
        expect(answers).toEqual(answers.map(() => ({ status: 200, instance: 'b' })));
      }
    } finally {
      await gateway.close();
    }
  });

  it('gives an instance back in reads at once and the writes of its albums only after its slow start', async () => {
    const [a, b] = (instances = await Promise.all([anInstance('a'), anInstance('b')])) as [Instance, Instance];
    const slowStartMs = 3_000;
    const gateway = await startGateway({ ALBUMS_URL: `${a.url},${b.url}`, WRITES_SLOW_START_MS: String(slowStartMs) });
    const [urlA, urlB] = urlsOf(`${a.url},${b.url}`) as [string, string];
    const albumId = albumsWrittenBy(urlA, urlB)[0]!;
    const follow = async (i: number) => {
      const res = await fetch(`${gateway.url}/api/v1/abialbum/social/albums/${albumId}/follow`, { method: 'POST', headers: { 'x-call-id': `w${i}` } });
      return { status: res.status, instance: ((await res.json()) as { data?: { instance?: string } }).data?.instance };
    };
    const setReady = (instance: Instance, status: number) => fetch(`${instance.url}/__ready/${status}`, { method: 'POST' });
    try {
      expect(await follow(0)).toEqual({ status: 200, instance: 'a' });
      // `a` out (its /ready says 503): its album's writes go to `b`.
      await setReady(a, 503);
      await eventually(async () => (await follow(1)).instance === 'b', 10_000);
      // `a` back: reads reach it again at once, its album's writes stay on `b` for the slow start, then come back.
      await setReady(a, 200);
      await eventually(async () => (await call(gateway.url, 'GET', 'r')).instance === 'a', 10_000);
      const backAt = Date.now();
      const early = await Promise.all(Array.from({ length: 4 }, (_, i) => follow(10 + i)));
      expect(Date.now() - backAt).toBeLessThan(slowStartMs);
      expect(early).toEqual(early.map(() => ({ status: 200, instance: 'b' })));
      await eventually(async () => (await follow(20)).instance === 'a', 10_000);
      expect(Date.now() - backAt).toBeGreaterThan(slowStartMs - 1_000);
    } finally {
      await gateway.close();
    }
  });
});
