interface Waiting<C, R> {
  change: C;
  done: (answer: R) => void;
  fail: (err: unknown) => void;
}

/**
 * Writes of one key, one at a time, each carrying every change that arrived while the one before was written
 * (group commit): many changes of one document at once (follows of one album, items joining one list) cost a
 * write per batch, not per change, and each caller is answered once the write holding its change is done.
 * `write` gets the batch in arrival order and answers one result per change, in that order.
 */
export class GroupCommit<C, R> {
  private readonly pending = new Map<string, Array<Waiting<C, R>>>();

  constructor(private readonly write: (key: string, batch: C[]) => Promise<R[]>) {}

  submit(key: string, change: C): Promise<R> {
    return new Promise<R>((done, fail) => {
      const waiting = this.pending.get(key);
      if (waiting) {
        waiting.push({ change, done, fail });
        return;
      }
      this.pending.set(key, [{ change, done, fail }]);
      void this.drain(key);
    });
  }

  /** Writes the key's batches until none is left; the next batch gathers while one is written. */
  private async drain(key: string): Promise<void> {
    // Let the changes of this tick join the first batch.
    await Promise.resolve();
    for (;;) {
      const batch = this.pending.get(key);
      if (!batch || batch.length === 0) {
        this.pending.delete(key);
        return;
      }
      this.pending.set(key, []);
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
