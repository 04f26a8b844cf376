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

  it('holds one change of each part a batch when told the parts: a later one of a part waits for the next, in order', async () => {
    const writes: string[][] = [];
    const commit = new GroupCommit<string, string>(
      async (_key, batch) => {
        writes.push(batch);
        return batch.map((change) => change.toUpperCase());
      },
      { partOf: (change) => change.slice(0, 1) },
    );
    const answers = await Promise.all(['a1', 'b1', 'a2', 'c1', 'a3', 'b2'].map((change) => commit.submit('album', change)));
    expect(answers).toEqual(['A1', 'B1', 'A2', 'C1', 'A3', 'B2']);
    expect(writes).toEqual([
      ['a1', 'b1', 'c1'],
      ['a2', 'b2'],
      ['a3'],
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
