import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Events handed back at a stop. A consumer holds up to its prefetch of events at once (event-bus.ts), and under load
 * most of them wait their turn for a hot document's lock (a busy owner's notifications, an album's counters). A
 * stopping instance used to finish them all, one behind another, while the instance that took over the queue waited
 * for the same leases: 12 to 18 s of a stop, and both instances slow meanwhile. Now an event whose handler has not
 * yet written under a lock is handed back when its consumer stops: at its next lock wait (DocumentLocks, Leases,
 * GroupCommit) it throws `HandedBackError`, its claim is released (consumer.ts) and the bus puts it back in the
 * queue at once, for the next consumer. An event that has begun is finished, as before, and so is a work queue's job
 * (a video's poster: its long work comes before its writes).
 *
 * A handler handed back before its first locked write may have made unlocked ones (reads, upserts): it runs again
 * whole, as after a failed lock wait (a lease not had in time), which every handler already takes (they are
 * idempotent, by versions and event ids).
 */
export interface HandlerTurn {
  /** The handler's consumer is stopping. */
  readonly stopping: () => boolean;
  /** It wrote under a lock (or its change is being written in a group): it is finished, not handed back. */
  begun: boolean;
  /** It was handed back (one of its lock waits threw): its other waits, running side by side, throw too. */
  handedBack?: boolean;
}

const turns = new AsyncLocalStorage<HandlerTurn>();

export class HandedBackError extends Error {
  readonly handedBack = true;
  constructor() {
    super('event handed back: its consumer is stopping');
  }
}

export const isHandedBack = (err: unknown): boolean => (err as { handedBack?: boolean } | null)?.handedBack === true;

/** Runs an event's handler as one its consumer may hand back while `stopping()` says so and it has not begun. */
export function handBackable<T>(stopping: () => boolean, work: () => Promise<T>): Promise<T> {
  return turns.run({ stopping, begun: false }, work);
}

/** The handler turn of the current work, if it runs for an event (captured by GroupCommit for a change it holds). */
export const currentTurn = (): HandlerTurn | undefined => turns.getStore();

/** Whether the turn is to be handed back now (it has not begun and its consumer stops, or it was already). */
export const handingBack = (turn: HandlerTurn | undefined = turns.getStore()): boolean => Boolean(turn && (turn.handedBack || (!turn.begun && turn.stopping())));

/** Hands the turn back: marks it, and answers the error its wait throws. */
export function handBack(turn: HandlerTurn | undefined): HandedBackError {
  if (turn) turn.handedBack = true;
  return new HandedBackError();
}

/** `work` outside any handler's turn: a batch written for many callers (GroupCommit) is none of theirs to hand back. */
export const outsideTurns = <T>(work: () => T): T => turns.exit(work);
