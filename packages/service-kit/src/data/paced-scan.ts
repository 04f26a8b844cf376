import { setTimeout as sleep } from 'node:timers/promises';

export interface PacedScanOptions {
  /** Items read between two pauses (give the cursor the same batch size: one round trip a batch). */
  batch?: number;
  /** The share of the time the scan may spend reading (0.25: it waits three times as long as each batch took). */
  share?: number;
}

/**
 * Reads a whole collection in the background without taking the machine (README "Data at scale"): a periodic
 * check of 20,000 documents costs FerretDB seconds of CPU, which in one go would be timed with every request
 * served meanwhile. After each batch it waits in proportion to the time the batch took.
 */
export async function pacedScan<T>(source: AsyncIterable<T>, options: PacedScanOptions = {}): Promise<T[]> {
  const batch = options.batch ?? 100;
  const share = options.share ?? 0.25;
  const all: T[] = [];
  let started = performance.now();
  for await (const item of source) {
    all.push(item);
    if (all.length % batch !== 0) continue;
    await sleep((performance.now() - started) * (1 / share - 1));
    started = performance.now();
  }
  return all;
}
