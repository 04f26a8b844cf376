import { currentTurn, handBack, handingBack, outsideTurns, type HandlerTurn } from '../events/hand-back';

interface Waiting<C, R> {
  change: C;
  /** The event handler's turn that submitted it, if any (hand-back.ts). */
  turn: HandlerTurn | undefined;
  done: (answer: R) => void;
  fail: (err: unknown) => void;
}

/**
 * Writes of one key, one at a time, each carrying every change that arrived while the one before was written
 * (group commit): many changes of one document at once (follows of one album, items joining one list) cost a
 * write per batch, not per change, and each caller is answered once the write holding its change is done.
 * `write` gets the batch in arrival order and answers one result per change, in that order.
 * A change an event's handler submitted, still waiting for its batch when that handler's consumer stops, is handed
 * back (hand-back.ts); the batches are written outside any handler's turn, since they are many callers' writes.
 */
export class GroupCommit<C, R> {
  private readonly pending = new Map<string, Array<Waiting<C, R>>>();

  constructor(private readonly write: (key: string, batch: C[]) => Promise<R[]>) {}

  submit(key: string, change: C): Promise<R> {
    const turn = currentTurn();
    return new Promise<R>((done, fail) => {
      const waiting = this.pending.get(key);
      if (waiting) {
        waiting.push({ change, turn, done, fail });
        return;
      }
      this.pending.set(key, [{ change, turn, done, fail }]);
      void outsideTurns(() => this.drain(key));
    });
  }

  /** Writes the key's batches until none is left; the next batch gathers while one is written. */
  private async drain(key: string): Promise<void> {
    // Let the changes of this tick join the first batch.
    await Promise.resolve();
    for (;;) {
      const gathered = this.pending.get(key);
      if (!gathered || gathered.length === 0) {
        this.pending.delete(key);
        return;
      }
      this.pending.set(key, []);
      const batch = gathered.filter(({ turn, fail }) => {
        if (!handingBack(turn)) return true;
        fail(handBack(turn));
        return false;
      });
      for (const { turn } of batch) if (turn) turn.begun = true;
      if (batch.length === 0) continue;
      try {
        const answers = await this.write(
          key,
          batch.map((waiting) => waiting.change),
        );
        batch.forEach((waiting, i) => waiting.done(answers[i] as R));
      } catch (err) {
        for (const waiting of batch) waiting.fail(err);
      }
    }
  }
}
