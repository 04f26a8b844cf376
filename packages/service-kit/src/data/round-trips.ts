import { AsyncLocalStorage } from 'node:async_hooks';
import type { Connection } from 'mongoose';

const current = new AsyncLocalStorage<{ count: number }>();

/**
 * Database round trips of one request (every command the driver sends: find, update, getMore...), for the
 * `Server-Timing` header the scale benchmark reads ("round trips per request the same at both sizes").
 */
export async function countingRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T; roundTrips: number }> {
  const counter = { count: 0 };
  const result = await current.run(counter, work);
  return { result, roundTrips: counter.count };
}

/** Counts the connection's commands into the request that sent them (connectMongo turns monitoring on). */
export function watchRoundTrips(connection: Connection): void {
  connection.getClient().on('commandStarted', () => {
    const counter = current.getStore();
    if (counter) counter.count += 1;
  });
}
