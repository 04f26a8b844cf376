import { summarise, type Latency } from './latency';

/** One read a screen makes, through the gateway: its path (under /api/v1/abialbum) and whose token it carries. */
export interface ScaleCall {
  name: string;
  path: string;
  token?: string;
}

export interface CallFigures {
  latency: Latency;
  /**
   * Database round trips per request, from the service's Server-Timing: the count most requests made (`usual`),
   * and the least and most over the requests (a look-up kept a moment, such as a user's name, is read again when
   * it runs out: those add one now and then, whatever the size).
   */
  roundTrips: { usual: number; min: number; max: number };
}

const roundTripsOf = (header: string | null) => {
  const found = /(\d+) round trips/.exec(header ?? '');
  return found ? Number(found[1]) : Number.NaN;
};

/** The value most of `values` have (the smallest of those tied). */
function mostFrequent(values: number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? Number.NaN;
}

/** One request; fails on anything but a 200 (a benchmark of errors measures nothing). */
async function request(gateway: string, call: ScaleCall): Promise<{ ms: number; roundTrips: number }> {
  const start = process.hrtime.bigint();
  const res = await fetch(`${gateway}/api/v1/abialbum/${call.path}`, { headers: call.token ? { authorization: `Bearer ${call.token}` } : {} });
  await res.arrayBuffer();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.status !== 200) throw new Error(`${call.name}: GET ${call.path} answered ${res.status}`);
  return { ms, roundTrips: roundTripsOf(res.headers.get('server-timing')) };
}

/**
 * Times the same call on two platforms (small and large), alternately, `rounds` times each after `warmUp`
 * untimed rounds, so that whatever else the machine does weighs on both alike.
 */
export async function measurePair(small: { gateway: string; call: ScaleCall }, large: { gateway: string; call: ScaleCall }, rounds: number, warmUp: number) {
  for (let i = 0; i < warmUp; i++) {
    await request(small.gateway, small.call);
    await request(large.gateway, large.call);
  }
  const samples = { small: [] as number[], large: [] as number[] };
  const trips = { small: [] as number[], large: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const);
    for (const side of order) {
      const { ms, roundTrips } = await request((side === 'small' ? small : large).gateway, (side === 'small' ? small : large).call);
      samples[side].push(ms);
      trips[side].push(roundTrips);
    }
  }
  const figures = (side: 'small' | 'large'): CallFigures => ({
    latency: summarise(samples[side]),
    roundTrips: { usual: mostFrequent(trips[side]), min: Math.min(...trips[side]), max: Math.max(...trips[side]) },
  });
  return { small: figures('small'), large: figures('large') };
}
