import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/**
 * A platform of the benchmark's own (scripts/platform.sh, profile alt on `portBase`), fresh: the scale and load
 * benchmarks seed it and must not touch npm start's data. Its services get `env` (e.g. raised sign-in limits).
 */
export function ownPlatform(portBase: number, env: Record<string, string> = {}) {
  const run = (...args: string[]) =>
    execFileSync('bash', [path.join(ROOT, 'scripts', 'platform.sh'), ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, ALT_PORT_BASE: String(portBase) },
    });
  return {
    gateway: `http://127.0.0.1:${portBase + 10}`,
    /** The services that repair what they keep at start (scripts/platform.sh's ports). */
    repairing: { 'svc-albums': `http://127.0.0.1:${portBase + 12}`, 'svc-media': `http://127.0.0.1:${portBase + 13}`, 'svc-content': `http://127.0.0.1:${portBase + 14}` },
    mongoUrl: `mongodb://127.0.0.1:${portBase + 2}`,
    up: () => run('up'),
    down: () => run('down'),
    stopServices: () => run('stop-services'),
    startServices: () => run('start-services'),
  };
}

export type OwnPlatform = ReturnType<typeof ownPlatform>;

/** The local platforms' internal token (scripts/ops/repair.ts). */
const LOCAL_INTERNAL_TOKEN = 'abialbum-local-internal-token-of-this-machine';

/**
 * Waits until the repairs each service starts with are done: asking for a repair while one runs joins it
 * (RepairSchedule), so the answer comes when the service has finished reading what it holds. Asked with node:http and
 * no time limit: fetch gives up on an answer that takes over 5 minutes (undici's headers timeout), which svc-media's
 * repairs of the large scale platform passed on this 2-core machine. Prints how long each took.
 */
export async function repairsSettled(platform: OwnPlatform): Promise<void> {
  await Promise.all(
    Object.entries(platform.repairing).map(async ([service, url]) => {
      const began = Date.now();
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(`${url}/internal/repair`, { method: 'POST', headers: { authorization: `Bearer ${LOCAL_INTERNAL_TOKEN}` } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
      if (status !== 200) throw new Error(`${service}'s repair answered ${status}`);
      console.log(`${service}: repairs settled in ${((Date.now() - began) / 1000).toFixed(0)} s`);
    }),
  );
}

/** A small client of the gateway's API for seeding: JSON in, the envelope's data out, anything else throws. */
export function apiOf(gateway: string) {
  return async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(`${gateway}/api/v1/abialbum/${route}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { success: boolean; data: T; message: string };
    if (!res.ok || !answer.success) throw new Error(`${method} ${route} answered ${res.status}: ${answer.message}`);
    return answer.data;
  };
}

export type Api = ReturnType<typeof apiOf>;

/** The sign-in limits a benchmark's platform runs with: many users sign in from one address at once. */
export const OPEN_LIMITS = { RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_PER_MINUTE: '100000' };
