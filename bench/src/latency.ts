/** Latency figures of sequential calls, in milliseconds. */
export interface Latency {
  p50: number;
  p95: number;
  n: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function summarise(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(2));
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), n: sorted.length };
}

/** How long one call takes. */
export async function timed(call: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await call();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Times two calls alternately, `rounds` times each after `warmUp` untimed rounds, so that whatever else
 * the machine does at that moment weighs on both sides alike.
 */
export async function compare(a: () => Promise<unknown>, b: () => Promise<unknown>, rounds: number, warmUp: number) {
  for (let i = 0; i < warmUp; i++) {
    await a();
    await b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    // Who goes first alternates too: a cache warmed by one side must not always favour the other.
    if (i % 2 === 0) {
      as.push(await timed(a));
      bs.push(await timed(b));
    } else {
      bs.push(await timed(b));
      as.push(await timed(a));
    }
  }
  return { a: summarise(as), b: summarise(bs) };
}

/** GET a JSON envelope; anything but a 200 with success stops the benchmark. */
export async function getOk(url: string): Promise<unknown> {
  const res = await fetch(url);
  const body = (await res.json()) as { success?: boolean; message?: string; data?: unknown };
  if (res.status !== 200 || !body.success) throw new Error(`GET ${url} answered ${res.status}: ${body.message ?? ''}`);
  return body.data;
}
