import { GroupCommit } from '../src';

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
});
