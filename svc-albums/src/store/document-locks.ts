import { documentLocks, lockKey } from '@abialbum/service-kit';

/** Runs `work` holding the kit's (re-entrant) lock of one document of `collection`. */
export function withDocumentLock<T>(collection: string, id: string, work: () => Promise<T>): Promise<T> {
  return documentLocks.run(lockKey(collection, id), work);
}

/** `work` under that lock when no other instance holds it (service-kit's `runIfFree`); `ran: false` otherwise. */
export function withDocumentLockIfFree<T>(collection: string, id: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  return documentLocks.runIfFree(lockKey(collection, id), work);
}
