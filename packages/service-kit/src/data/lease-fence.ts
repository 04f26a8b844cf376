import mongoose, { type Schema } from 'mongoose';
import { documentLocks } from './document-locks';

const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const;

/**
 * The fence of DocumentLocks: every write made through a model first checks that the leases its work holds are
 * still its own (`documentLocks.checkHeld`). A holder paused past its lease (SIGSTOP, a long pause) wakes up with
 * the lease run out by its own clock, and its write is refused with a 503 instead of landing over the writes of
 * the instance that took the lease over meanwhile. Writes outside any lock check nothing.
 */
export function leaseFence(schema: Schema): void {
  const check = () => documentLocks.checkHeld();
  schema.pre([...QUERY_WRITES], { document: false, query: true }, check);
  schema.pre('save', check);
  schema.pre('insertMany', check);
  schema.pre('bulkWrite', check);
}

// Every schema compiled into a model from now on (the stores compile theirs after importing the kit).
mongoose.plugin(leaseFence);
