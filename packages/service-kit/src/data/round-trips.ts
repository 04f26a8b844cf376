import { AsyncLocalStorage } from 'node:async_hooks';
import type { Connection } from 'mongoose';
import { observeDbCommand } from '../observability/metrics';

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

interface CommandEvent {
  requestId: number;
  connectionId?: string | number;
  commandName: string;
  command?: Record<string, unknown>;
  /** Milliseconds, on an answer. */
  duration?: number;
  /** The engine's answer: a write it refused (a duplicate key) is answered, with `writeErrors`. */
  reply?: { writeErrors?: unknown[] };
}

/** The collection a command names (`find: 'follows'`; a getMore's is in `collection`), else ''. */
function collectionOf(event: CommandEvent): string {
  const target = event.command?.[event.commandName];
  if (typeof target === 'string') return target;
  const named = event.command?.collection;
  return typeof named === 'string' ? named : '';
}

/**
 * Counts the connection's commands into the request that sent them (connectMongo turns monitoring on), and into the
 * process's metrics by command and collection with the time to their answer (`abialbum_db_command_duration_seconds`).
 */
export function watchRoundTrips(connection: Connection): void {
  const client = connection.getClient();
  const sent = new Map<string, { command: string; collection: string }>();
  const keyOf = (event: CommandEvent) => `${String(event.connectionId)}:${event.requestId}`;
  client.on('commandStarted', (event: CommandEvent) => {
    const counter = current.getStore();
    if (counter) counter.count += 1;
    sent.set(keyOf(event), { command: event.commandName, collection: collectionOf(event) });
  });
  const answered = (failed: boolean) => (event: CommandEvent) => {
    const key = keyOf(event);
    const command = sent.get(key);
    if (!command) return;
    sent.delete(key);
    const refused = failed || (event.reply?.writeErrors?.length ?? 0) > 0;
    observeDbCommand(command.command, command.collection, (event.duration ?? 0) / 1_000, refused);
  };
  client.on('commandSucceeded', answered(false));
  client.on('commandFailed', answered(true));
}
