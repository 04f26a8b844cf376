import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { onCleanStop } from '../lifecycle';
import type { Logger } from '../logger';
import { holderGone, PROCESS_HOLDER } from './leases';

/**
 * Whether a process of a service lives, told to its other instances by one record per process in the service's
 * database: the owner of the events a consumer is handling (consumer.ts), the repairs owed after a process died
 * (repair-schedule.ts), and the staged files and unanswered uploads of an svc-media instance (its cleanup) all ask
 * it. The record is written every HEARTBEAT_MS; one not written for LIVENESS_MS is a dead process's, and so at once is
 * one whose process is gone from this host (killed with -9: the leases' `holderGone`, by the host and pid it names); a
 * clean stop takes it with it (lifecycle.ts `onCleanStop`), so a process started right after knows none died.
 */

/** This process, as the owner of what it claims or leaves behind while it works. */
export const PROCESS_ID = randomUUID();
const HEARTBEAT_MS = 2_000;
/** A process whose record was not written this long is dead: what it claimed or left is taken over. */
export const LIVENESS_MS = 8_000;

interface ProcessRecord {
  _id: string;
  seenAt: Date;
  /** Its host, process id space and pid (PROCESS_HOLDER); none in the records of the build before. */
  holder?: string;
}

/**
 * The one rule for claims, repairs and leftovers: a record written within LIVENESS_MS by a process that was not seen
 * to be gone from this host.
 */
const lives = (record: ProcessRecord, now = Date.now()) =>
  now - new Date(record.seenAt).getTime() < LIVENESS_MS && !(record.holder !== undefined && holderGone(record.holder));

// The collection keeps the name it had when only consumers wrote it: processes of the build before read it too.
const recordModel = (connection: Connection): Model<ProcessRecord> =>
  (connection.models.ProcessRecord as Model<ProcessRecord> | undefined) ??
  connection.model<ProcessRecord>('ProcessRecord', new Schema<ProcessRecord>({ _id: { type: String }, seenAt: Date, holder: String }, { versionKey: false }), 'consumer_instances');

const holding = new WeakMap<Connection, Promise<void>>();

/**
 * Tells the service's other processes that this one lives, until its connection closes or it stops cleanly. Once per
 * connection, however many parts of the process ask; resolves once the first record is written, and fails when it
 * could not be (the next ones are tried all the same, every HEARTBEAT_MS).
 */
export function holdLiveness(connection: Connection, logger: Pick<Logger, 'debug'>): Promise<void> {
  const held = holding.get(connection);
  if (held) return held;
  const records = recordModel(connection);
  let retired = false;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    const written = records.updateOne({ _id: PROCESS_ID }, { $set: { seenAt: new Date(), holder: PROCESS_HOLDER } }, { upsert: true }).then(() => undefined);
    writing = written.catch((err: Error) => logger.debug({ err: err.message }, 'process record not written'));
    return written;
  };
  const first = write();
  holding.set(connection, first);
  const timer = setInterval(() => {
    if (!retired) void write().catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  connection.once('close', () => clearInterval(timer));
  // A record still on its way is waited for first, so that its upsert cannot write the record again after the delete.
  onCleanStop(async () => {
    retired = true;
    clearInterval(timer);
    await writing;
    await retireProcess(connection);
  });
  return first;
}

/** Whether the process `id` lives: this one, or one whose record is fresh. */
export async function processLives(connection: Connection, id: string | undefined): Promise<boolean> {
  if (id === PROCESS_ID) return true;
  if (!id) return false;
  const record = await recordModel(connection).findById(id).lean<ProcessRecord>();
  return Boolean(record && lives(record));
}

export interface GoneInstance {
  _id: string;
  seenAt: Date;
}

/**
 * The processes of this database that died without a clean stop (killed, cut off): records of other processes not
 * written for LIVENESS_MS. `waitForFresh`: a record written within LIVENESS_MS (a process that lives, or one killed a
 * moment ago) is read again once it would have gone stale, so an instance started right after a kill finds it.
 */
export async function instancesGone(connection: Connection, waitForFresh = false): Promise<GoneInstance[]> {
  const records = recordModel(connection);
  const others = async () => (await records.find({}).lean<ProcessRecord[]>()).filter((record) => record._id !== PROCESS_ID);
  let seen = await others();
  const fresh = seen.filter((record) => lives(record));
  if (waitForFresh && fresh.length > 0) {
    const last = Math.max(...fresh.map((record) => new Date(record.seenAt).getTime()));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, last + LIVENESS_MS + 500 - Date.now())));
    seen = await others();
  }
  return seen.filter((record) => !lives(record)).map((record) => ({ _id: record._id, seenAt: record.seenAt }));
}

/** Records of dead processes a repair round has made up for: gone, unless written again since (seenAt). */
export async function forgetInstances(connection: Connection, gone: GoneInstance[]): Promise<void> {
  const records = recordModel(connection);
  for (const record of gone) await records.deleteOne({ _id: record._id, seenAt: record.seenAt });
}

/** Removes this process's record (a clean stop): before the database connection closes. */
export async function retireProcess(connection: Connection): Promise<void> {
  await recordModel(connection).deleteOne({ _id: PROCESS_ID }).catch(() => undefined);
}
