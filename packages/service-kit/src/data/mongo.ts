import mongoose, { type Connection } from 'mongoose';
import { documentLocks } from './document-locks';
import './lease-fence';
import { Leases } from './leases';
import { answeredWithin, watchDbCommands } from './db-commands';
import { DEFAULT_MONGO_POOL_SIZE } from '../config';

/** One connection per service, to its own database, of at most `maxPoolSize` sockets (config.ts). */
export async function connectMongo(url: string, dbName: string, maxPoolSize = DEFAULT_MONGO_POOL_SIZE): Promise<Connection> {
  mongoose.set('strictQuery', true);
  const connection = mongoose.createConnection(url, {
    dbName,
    // An engine that does not answer is told within 2 s (a 503 with Retry-After), never a request that hangs.
    serverSelectionTimeoutMS: 2_000,
    autoIndex: true,
    monitorCommands: true,
    maxPoolSize,
  });
  // Every command counted into its request, timed into the metrics, and a span of its trace (tracing on).
  watchDbCommands(connection);
  // The service's own database holds the leases of its document locks: every instance of it honours them.
  const leases = new Leases(connection);
  documentLocks.attach(leases);
  connection.once('close', () => {
    if (documentLocks.attached === leases) documentLocks.attach(undefined);
  });
  return connection.asPromise();
}

/**
 * An answer this recent stands for a ping. The gateway asks each instance's /ready twice a second (and a paused
 * consumer asks this while the engine is away): a busy instance, whose commands are answered all the time, then costs
 * the engine nothing for it, and an idle one a ping each time. An engine that stops answering is told by the first
 * probe after this long, as before by the ping that hangs or fails (the gateway's probe timeout settles a hang).
 */
const ANSWER_STANDS_FOR_PING_MS = 500;

export async function isMongoReady(connection: Connection): Promise<boolean> {
  if (connection.readyState !== 1 || !connection.db) return false;
  if (answeredWithin(connection, ANSWER_STANDS_FOR_PING_MS)) return true;
  await connection.db.admin().command({ ping: 1 });
  return true;
}

const OBJECT_ID = /^[a-f0-9]{24}$/i;
export const isObjectId = (value: unknown): value is string => typeof value === 'string' && OBJECT_ID.test(value);

/** Escapes user text for a literal, case-insensitive regex match (ARCHITECTURE: no text indexes). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * A unique index refused the write. FerretDB 1.x answers E11000 to an insert but an InternalError carrying
 * PostgreSQL's SQLSTATE 23505 to an update; MongoDB answers E11000 to both.
 */
export function isDuplicateKey(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: number; message?: string };
  return code === 11000 || (typeof message === 'string' && message.includes('(SQLSTATE 23505)'));
}

/**
 * The documents an unordered insert of many refused as duplicates (by their index in it), when that is all it refused;
 * undefined for any other failure (the command failed, or a document was refused for another reason).
 */
export function duplicatesOf(err: unknown): Set<number> | undefined {
  const writeErrors = (err as { writeErrors?: unknown } | null)?.writeErrors;
  const list = (Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : []) as Array<{ index?: unknown }>;
  if (list.length === 0 || !list.every((writeError) => isDuplicateKey(writeError) && typeof writeError.index === 'number')) return undefined;
  return new Set(list.map((writeError) => writeError.index as number));
}
