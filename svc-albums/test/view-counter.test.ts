import { ViewCounter } from '../src/domain/view-counter';

describe('counted views', () => {
  it('keeps a batch put off (another instance writing its album) for a later one, and writes everything at a stop', async () => {
    const written = new Map<string, number>();
    let busy = true;
    const calls: Array<{ key: string; count: number; mustWrite: boolean }> = [];
    const counter = new ViewCounter(async (key, count, mustWrite) => {
      calls.push({ key, count, mustWrite });
      if (busy && !mustWrite) return false;
      written.set(key, (written.get(key) ?? 0) + count);
      return true;
    });
    counter.count('album');
    counter.count('album');
    await counter.flush();
    expect(written.get('album')).toBeUndefined();
    // Still counted in this instance's answers.
    expect(counter.unwritten('album')).toBe(2);
    expect(counter.count('album')).toBe(3);

    busy = false;
    await counter.flush();
    expect(written.get('album')).toBe(3);
    expect(counter.unwritten('album')).toBe(0);

    busy = true;
    counter.count('album');
    await counter.stop();
    expect(written.get('album')).toBe(4);
    expect(calls.at(-1)).toEqual({ key: 'album', count: 1, mustWrite: true });
  });
});
