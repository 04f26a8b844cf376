import { documentLocks, lockKey } from '@abialbum/service-kit';

/** Runs `work` holding the kit's (re-entrant) lock of one document of `collection`. */
export function withDocumentLock<T>(collection: string, id: string, work: () => Promise<T>): Promise<T> {
  return documentLocks.run(lockKey(collection, id), work);
}
