import mongoose, { type Connection, type Model } from 'mongoose';
import { documentLocks } from './document-locks';
import './lease-fence';
import { Leases } from './leases';
import { watchRoundTrips } from './round-trips';
import { traceCommands } from '../observability/tracing';

/** One connection per service, to its own database. */
export async function connectMongo(url: string, dbName: string): Promise<Connection> {
  mongoose.set('strictQuery', true);
  const connection = mongoose.createConnection(url, {
    dbName,
    // An engine that does not answer is told within 2 s (a 503 with Retry-After), never a request that hangs.
    serverSelectionTimeoutMS: 2_000,
    autoIndex: true,
    monitorCommands: true,
  });
  watchRoundTrips(connection);
  // Commands sent within a trace are spans of it (tracing on).
  traceCommands(connection);
  // The service's own database holds the leases of its document locks: every instance of it honours them.
  const leases = new Leases(connection);
  documentLocks.attach(leases);
  connection.once('close', () => {
    if (documentLocks.attached === leases) documentLocks.attach(undefined);
  });
  return connection.asPromise();
}

export async function isMongoReady(connection: Connection): Promise<boolean> {
  if (connection.readyState !== 1 || !connection.db) return false;
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

/** One write of a bulk write, by its kind (as `Model.bulkWrite` takes it). */
type BulkOne = { insertOne: unknown } | { updateOne: unknown } | { deleteOne: unknown };

/**
 * An unordered bulk write whose kinds of write (inserts, updates, deletes) go at once, each kind one command: the
 * driver sends them one after the other, a round trip each. Answers the writes (their indexes in `writes`) a unique
 * index refused, every other one made; throws when a write failed otherwise (or the engine is away).
 */
export async function bulkWriteAtOnce(model: Model<never>, writes: BulkOne[]): Promise<number[]> {
  const kinds = new Map<string, number[]>();
  writes.forEach((write, index) => {
    const kind = Object.keys(write)[0] as string;
    kinds.set(kind, [...(kinds.get(kind) ?? []), index]);
  });
  const refused = await Promise.all(
    [...kinds.values()].map(async (indexes) => {
      try {
        await model.bulkWrite(indexes.map((index) => writes[index]) as never, { ordered: false });
        return [];
      } catch (err) {
        return duplicateKeyWrites(err).map((k) => indexes[k] as number);
      }
    }),
  );
  return refused.flat();
}

/**
 * The writes of an unordered bulk write (their indexes in it) a unique index refused, the others having been made;
 * throws `err` again when it is anything else (a write refused otherwise, the engine away).
 */
function duplicateKeyWrites(err: unknown): number[] {
  const { writeErrors } = (err ?? {}) as { writeErrors?: unknown };
  const refused = (Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : []) as Array<{ index: number; code?: number; errmsg?: string }>;
  if (refused.length === 0 || !refused.every((one) => isDuplicateKey({ code: one.code, message: one.errmsg }))) throw err;
  return refused.map((one) => one.index);
}
