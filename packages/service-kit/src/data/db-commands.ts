import { AsyncLocalStorage } from 'node:async_hooks';
import type { Connection } from 'mongoose';
import { observeDbCommand } from '../observability/metrics';
import { endCommandSpan, startCommandSpan, type CommandSpan } from '../observability/tracing';

const current = new AsyncLocalStorage<{ count: number }>();
/** When each watched connection last had an answer from the engine (`answeredWithin`). */
const lastAnswer = new WeakMap<Connection, number>();

/** Whether the engine answered a command of `connection` in the last `ms` (a refused write is an answer too). */
export const answeredWithin = (connection: Connection, ms: number): boolean => Date.now() - (lastAnswer.get(connection) ?? -Infinity) < ms;

/**
 * Database round trips of one request (every command the driver sends: find, update, getMore...), for the
 * `Server-Timing` header the scale benchmark reads ("round trips per request the same at both sizes").
 */
export async function countingRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T; roundTrips: number }> {
  const counter = { count: 0 };
  const result = await current.run(counter, work);
  return { result, roundTrips: counter.count };
}

/** What the driver's command monitoring tells (`monitorCommands`, on in connectMongo). */
interface CommandEvent {
  requestId: number;
  connectionId?: string | number;
  commandName: string;
  databaseName?: string;
  command?: Record<string, unknown>;
  /** Milliseconds, on an answer. */
  duration?: number;
  /** The engine's answer: a write it refused (a duplicate key) is answered, with `writeErrors`. */
  reply?: { writeErrors?: unknown[] };
  /** On a command that got no answer (a lost socket) or an error answer. */
  failure?: unknown;
}

/** The collection a command names (`find: 'follows'`; a getMore's is in `collection`), else ''. */
function collectionOf(event: CommandEvent): string {
  const target = event.command?.[event.commandName];
  if (typeof target === 'string') return target;
  const named = event.command?.collection;
  return typeof named === 'string' ? named : '';
}

/**
 * Every command the connection sends, watched once from its start to its answer: counted into the request that sent
 * it (`countingRoundTrips`), into the process's metrics by command and collection with the time to its answer
 * (`abialbum_db_command_duration_seconds`; `failed` when refused or unanswered), and a CLIENT span of the trace it was
 * sent in, when that trace is sampled (tracing.ts). The driver answers every command it started, a lost socket
 * included (`commandFailed`), so what is in flight is always forgotten. The time of its last answer stands for a
 * ping of /ready (`isMongoReady`).
 */
export function watchDbCommands(connection: Connection): void {
  const client = connection.getClient();
  const inFlight = new Map<string, { command: string; collection: string; span: CommandSpan | undefined }>();
  const keyOf = (event: CommandEvent) => `${String(event.connectionId)}:${event.requestId}`;
  client.on('commandStarted', (event: CommandEvent) => {
    const counter = current.getStore();
    if (counter) counter.count += 1;
    const collection = collectionOf(event);
    inFlight.set(keyOf(event), {
      command: event.commandName,
      collection,
      span: startCommandSpan(event.commandName, collection, event.databaseName),
    });
  });
  const answered = (failed: boolean) => (event: CommandEvent) => {
    const key = keyOf(event);
    const sent = inFlight.get(key);
    if (!sent) return;
    inFlight.delete(key);
    if (!failed) lastAnswer.set(connection, Date.now());
    if (sent.span) endCommandSpan(sent.span, event.failure);
    const refused = failed || (event.reply?.writeErrors?.length ?? 0) > 0;
    observeDbCommand(sent.command, sent.collection, (event.duration ?? 0) / 1_000, refused);
  };
  client.on('commandSucceeded', answered(false));
  client.on('commandFailed', answered(true));
}
