import { GroupCommit, handBackable, HandedBackError } from '../src';

describe('group commit', () => {
  it('writes the changes of one key one batch at a time: those arriving during a write go in the next', async () => {
    const writes: Array<[string, number[]]> = [];
    let release: () => void = () => undefined;
    const commit = new GroupCommit<number, number>(async (key, batch) => {
      writes.push([key, batch]);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return batch.map((n) => n * 10);
    });
    const first = [commit.submit('a', 1), commit.submit('a', 2), commit.submit('b', 3)];
    await new Promise((resolve) => setImmediate(resolve));
    const later = [commit.submit('a', 4), commit.submit('a', 5)];
    release();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50]);
    expect(writes).toEqual([
      ['a', [1, 2]],
      ['b', [3]],
      ['a', [4, 5]],
    ]);
  });

  it('fails the callers of a failed write only, and writes on afterwards', async () => {
    let fail = true;
    const commit = new GroupCommit<number, number>(async (_key, batch) => {
      if (fail) throw new Error('down');
      return batch;
    });
    await expect(commit.submit('a', 1)).rejects.toThrow('down');
    fail = false;
    await expect(commit.submit('a', 2)).resolves.toBe(2);
  });

  it('hands back the waiting change of an event whose consumer stops, and writes the others', async () => {
    const writes: number[][] = [];
    let release: () => void = () => undefined;
    let stopping = false;
    const commit = new GroupCommit<number, number>(async (_key, batch) => {
      writes.push(batch);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return batch;
    });
    // Change 1 (an event's) is being written when the consumer stops: it is finished.
    const first = handBackable(() => stopping, () => commit.submit('a', 1));
    await new Promise((resolve) => setImmediate(resolve));
    // Change 2 (an event's) waits for the next batch, change 3 is a call's.
    const waiting = handBackable(() => stopping, () => commit.submit('a', 2));
    const call = commit.submit('a', 3);
    stopping = true;
    release();
    await expect(first).resolves.toBe(1);
    await expect(waiting).rejects.toBeInstanceOf(HandedBackError);
    await expect(call).resolves.toBe(3);
    expect(writes).toEqual([[1], [3]]);
  });
});
