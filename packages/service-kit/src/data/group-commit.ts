interface Waiting<C, R> {
  change: C;
  done: (answer: R) => void;
  fail: (err: unknown) => void;
}

export interface GroupCommitOptions<C> {
  /**
   * The part of its key a change is of (a user's follow of an album): a batch holds one change of each part at most,
   * a later change of the same part waits for the next batch in its order. A write then sees each part's changes one
   * at a time, each against what the one before it left.
   */
  partOf?: (change: C) => string;
}

/**
 * Writes of one key, one at a time, each carrying every change that arrived while the one before was written
 * (group commit): many changes of one document at once (follows of one album, items joining one list) cost a
 * write per batch, not per change, and each caller is answered once the write holding its change is done.
 * `write` gets the batch in arrival order and answers one result per change, in that order.
 */
export class GroupCommit<C, R> {
  private readonly pending = new Map<string, Array<Waiting<C, R>>>();

  constructor(
    private readonly write: (key: string, batch: C[]) => Promise<R[]>,
    private readonly options: GroupCommitOptions<C> = {},
  ) {}

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
      const waiting = this.pending.get(key);
      if (!waiting || waiting.length === 0) {
        this.pending.delete(key);
        return;
      }
      const { batch, rest } = this.cut(waiting);
      this.pending.set(key, rest);
      try {
        const answers = await this.write(
          key,
          batch.map((one) => one.change),
        );
        batch.forEach((one, i) => one.done(answers[i] as R));
      } catch (err) {
        for (const one of batch) one.fail(err);
      }
    }
  }

  /** The next batch (every change, or the first of each part), and what waits for the one after. */
  private cut(waiting: Array<Waiting<C, R>>): { batch: Array<Waiting<C, R>>; rest: Array<Waiting<C, R>> } {
    const { partOf } = this.options;
    if (!partOf) return { batch: waiting, rest: [] };
    const parts = new Set<string>();
    const batch: Array<Waiting<C, R>> = [];
    const rest: Array<Waiting<C, R>> = [];
    for (const one of waiting) {
      const part = partOf(one.change);
      if (parts.has(part)) rest.push(one);
      else {
        parts.add(part);
        batch.push(one);
      }
    }
    return { batch, rest };
  }
}
