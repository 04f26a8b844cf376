import { ShortCache } from '../src/data/short-cache';

describe('ShortCache', () => {
  it('answers a kept value without loading again, and loads again once it is forgotten', async () => {
    const cache = new ShortCache<{ n: number }>({ ttlMs: 60_000, max: 10 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.through('a', load)).toEqual({ n: 1 });
    expect(await cache.through('a', load)).toEqual({ n: 1 });
    cache.forget('a');
    expect(await cache.through('a', load)).toEqual({ n: 2 });
  });

  it('does not keep a load that a write overlapped: it may hold what was there before the write', async () => {
    const cache = new ShortCache<{ v: string }>({ ttlMs: 60_000, max: 10 });
    let release!: () => void;
    const slow = cache.through('a', () => new Promise<{ v: string }>((resolve) => (release = () => resolve({ v: 'before' }))));
    cache.forget('a');
    release();
    expect(await slow).toEqual({ v: 'before' });
    expect(await cache.through('a', async () => ({ v: 'after' }))).toEqual({ v: 'after' });
  });

  it('forgets every value at once, and keeps no load that overlapped that', async () => {
    const cache = new ShortCache<{ v: string }>({ ttlMs: 60_000, max: 10 });
    await cache.through('a', async () => ({ v: 'a1' }));
    let release!: () => void;
    const slow = cache.through('b', () => new Promise<{ v: string }>((resolve) => (release = () => resolve({ v: 'b1' }))));
    cache.forgetAll();
    release();
    await slow;
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(await cache.through('a', async () => ({ v: 'a2' }))).toEqual({ v: 'a2' });
  });

  it('keeps only what `keep` allows, and nothing with a ttl of 0', async () => {
    const cache = new ShortCache<{ open: boolean }>({ ttlMs: 60_000, max: 10 });
    await cache.through('private', async () => ({ open: false }), (value) => value.open);
    expect(cache.get('private')).toBeUndefined();
    const none = new ShortCache<{ open: boolean }>({ ttlMs: 0, max: 10 });
    await none.through('a', async () => ({ open: true }));
    expect(none.get('a')).toBeUndefined();
  });

  it('lets readers that come during a load wait for it, share it only when it may be kept, and not across a write', async () => {
    const cache = new ShortCache<{ open: boolean; by: string }>({ ttlMs: 60_000, max: 10 });
    let loads = 0;
    const gate = () => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const first = gate();
    const load = (value: { open: boolean; by: string }, wait: Promise<void> = Promise.resolve()) => async () => {
      loads += 1;
      await wait;
      return value;
    };
    const a = cache.through('x', load({ open: true, by: 'a' }, first.opened), (value) => value.open);
    const b = cache.through('x', load({ open: true, by: 'b' }), (value) => value.open);
    first.open();
    expect(await Promise.all([a, b])).toEqual([{ open: true, by: 'a' }, { open: true, by: 'a' }]);
    expect(loads).toBe(1);

    const second = gate();
    const owner = cache.through('private', load({ open: false, by: 'owner' }, second.opened), (value) => value.open);
    const stranger = cache.through('private', load({ open: false, by: 'stranger' }), (value) => value.open);
    second.open();
    expect(await Promise.all([owner, stranger])).toEqual([{ open: false, by: 'owner' }, { open: false, by: 'stranger' }]);

    const third = gate();
    const before = cache.through('y', load({ open: true, by: 'before' }, third.opened));
    const after = cache.through('y', load({ open: true, by: 'after' }));
    cache.forget('y');
    third.open();
    expect((await Promise.all([before, after])).map((value) => value?.by)).toEqual(['before', 'after']);
  });

  it('loads only the keys it does not hold, in one call', async () => {
    const cache = new ShortCache<{ id: string }>({ ttlMs: 60_000, max: 10 });
    const asked: string[][] = [];
    const load = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, { id: key }]));
    };
    await cache.many(['a', 'b'], load);
    const found = await cache.many(['a', 'b', 'c', 'gone'], load);
    expect(asked).toEqual([['a', 'b'], ['c', 'gone']]);
    expect([...found.keys()].sort()).toEqual(['a', 'b', 'c']);
  });

  it('patches a kept value and a load under way: readers waiting for that load share it, with the change', async () => {
    const cache = new ShortCache<{ title: string; followers: number }>({ ttlMs: 60_000, max: 10 });
    await cache.through('kept', async () => ({ title: 'a', followers: 1 }));
    cache.patch('kept', (value) => (value.followers = 2));
    expect(cache.get('kept')).toEqual({ title: 'a', followers: 2 });

    let loads = 0;
    let release!: () => void;
    const load = () => {
      loads += 1;
      return new Promise<{ title: string; followers: number }>((resolve) => (release = () => resolve({ title: 'b', followers: 5 })));
    };
    const first = cache.through('loading', load);
    const waiting = cache.through('loading', load);
    cache.patch('loading', (value) => (value.followers = 6));
    cache.patch('loading', (value) => (value.followers = 7));
    release();
    expect(await Promise.all([first, waiting])).toEqual([
      { title: 'b', followers: 7 },
      { title: 'b', followers: 7 },
    ]);
    expect(loads).toBe(1);
    expect(cache.get('loading')).toEqual({ title: 'b', followers: 7 });
  });

  it('with refreshAhead, answers a value in the last part of its time at once and loads it again for the next readers', async () => {
    const cache = new ShortCache<{ n: number }>({ ttlMs: 200, max: 10, refreshAhead: true });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.through('a', load)).toEqual({ n: 1 });
    expect(await cache.through('a', load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 160));
    expect(await cache.through('a', load)).toEqual({ n: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads).toBe(2);
    expect(await cache.through('a', load)).toEqual({ n: 2 });
    // Without it, a value is loaded again only once it ran out.
    const plain = new ShortCache<{ n: number }>({ ttlMs: 200, max: 10 });
    let plainLoads = 0;
    await plain.through('a', async () => ({ n: ++plainLoads }));
    await new Promise((resolve) => setTimeout(resolve, 160));
    await plain.through('a', async () => ({ n: ++plainLoads }));
    expect(plainLoads).toBe(1);
  });
});
