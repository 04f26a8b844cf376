import { eventually } from '../src/testing';
import { leftUnfinishedAtStop, OwedRecounts } from '../src';

describe('owed recounts', () => {
  it('counts each owed key once, keeps a key whose recount fails, and settles it on its own once the recount works', async () => {
    const counted: string[] = [];
    let databaseUp = false;
    const owed = new OwedRecounts('test counters', async (key) => {
      if (!databaseUp) throw new Error('database unavailable');
      counted.push(key);
    });
    owed.owe('a');
    owed.owe('a');
    await expect(owed.settle()).rejects.toThrow('database unavailable');
    expect(counted).toEqual([]);

    owed.start(20);
    databaseUp = true;
    await eventually(() => counted.length > 0, 2_000);
    await owed.stop();
    expect(counted).toEqual(['a']);
    expect(await owed.settle()).toBe(0);
  });

  it('counts at its stop what is still owed: no other instance knows of it', async () => {
    const counted: string[] = [];
    const owed = new OwedRecounts('test counters', async (key) => void counted.push(key));
    owed.start(60_000);
    owed.owe('b');
    await owed.stop();
    expect(counted).toEqual(['b']);
    expect(leftUnfinishedAtStop()).toEqual([]);
  });

  it('makes its stop unclean when a recount at the stop fails: the next start repairs', async () => {
    const owed = new OwedRecounts('failing counters', async () => {
      throw new Error('database away');
    });
    owed.owe('c');
    await owed.stop(1_000);
    expect(leftUnfinishedAtStop()).toEqual(['failing counters: 1 owed']);
  });

  it('keeps at most `max` keys of a kind without bound: past that, counts everything once instead, then the keys owed since', async () => {
    const counted: string[] = [];
    let databaseUp = false;
    const owed = new OwedRecounts(
      'follower lists',
      async (key) => {
        if (!databaseUp) throw new Error('database unavailable');
        counted.push(key);
      },
      undefined,
      {
        max: 3,
        recount: async () => {
          if (!databaseUp) throw new Error('database unavailable');
          counted.push('everything');
        },
      },
    );
    for (const key of ['u1', 'u2', 'u3']) owed.owe(key);
    expect(owed.size).toBe(3);
    owed.owe('u4');
    owed.owe('u5');
    expect(owed.size).toBe(1);
    await expect(owed.settle()).rejects.toThrow('database unavailable');
    expect(owed.size).toBe(1);

    databaseUp = true;
    expect(await owed.settle()).toBe(1);
    expect(counted).toEqual(['everything']);
    owed.owe('u6');
    expect(await owed.settle()).toBe(1);
    expect(counted).toEqual(['everything', 'u6']);
    expect(owed.size).toBe(0);
  });
});
