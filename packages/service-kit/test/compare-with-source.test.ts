import { compareWithSource, type Comparison, type HeldVersion } from '../src';

interface Item {
  id: string;
  revision: number;
}

async function* items(...list: Item[]): AsyncIterable<Item> {
  for (const item of list) yield item;
}

const longAgo = Date.now() - 10 * 60_000;
const version = (revision: number, deleted = false): HeldVersion => ({ revision, deleted, madeAt: longAgo });

/** A comparison of `held` against `source`, recording what it applies and removes. */
async function compared(held: Map<string, HeldVersion>, source: Item[], recheck?: Comparison<Item>['recheck']) {
  const applied: string[] = [];
  const removed: string[] = [];
  const counts = await compareWithSource({
    held,
    source: items(...source),
    began: Date.now(),
    identify: (item) => item,
    apply: async (item) => Boolean(applied.push(item.id)),
    remove: async (id) => Boolean(removed.push(id)),
    recheck,
  });
  return { applied, removed, counts };
}

describe('a read model compared with its source', () => {
  it('applies what is missing or older here, and removes what the source no longer holds', async () => {
    const { applied, removed, counts } = await compared(
      new Map([
        ['kept', version(2)],
        ['older', version(1)],
        ['gone', version(1)],
      ]),
      [{ id: 'kept', revision: 2 }, { id: 'older', revision: 3 }, { id: 'new', revision: 1 }],
    );
    expect({ applied, removed }).toEqual({ applied: ['older', 'new'], removed: ['gone'] });
    expect(counts).toEqual({ source: 3, held: 3, added: 1, updated: 1, removed: 1 });
  });

  it('with a second look, applies only the differences still there: not those an event on its way closed meanwhile', async () => {
    let looks = 0;
    const { applied, removed, counts } = await compared(
      new Map([
        ['older', version(1)],
        ['gone', version(1)],
        ['deleted meanwhile', version(1)],
      ]),
      [{ id: 'older', revision: 3 }, { id: 'landed meanwhile', revision: 1 }, { id: 'missing', revision: 1 }],
      {
        afterMs: 20,
        held: async () => {
          looks += 1;
          return new Map([
            ['older', version(1)],
            ['landed meanwhile', version(1)],
            ['gone', version(1)],
            ['deleted meanwhile', version(1, true)],
          ]);
        },
      },
    );
    // The first look closed two differences, the second none: what is left is applied.
    expect(looks).toBe(2);
    expect({ applied, removed }).toEqual({ applied: ['older', 'missing'], removed: ['gone'] });
    expect(counts).toEqual({ source: 3, held: 3, added: 1, updated: 1, removed: 1 });
  });

  it('looks again while its differences close (a consumer catching up), and applies those left once a look closes none', async () => {
    const landed = [['a'], ['a', 'b'], ['a', 'b'], ['a', 'b', 'c']];
    let looks = 0;
    const { applied } = await compared(new Map(), [{ id: 'a', revision: 1 }, { id: 'b', revision: 1 }, { id: 'c', revision: 1 }], {
      afterMs: 10,
      held: async () => new Map((landed[looks++] ?? []).map((id) => [id, version(1)])),
    });
    // The third look closed none since the second: c is taken as lost (a fourth would have found it).
    expect(looks).toBe(3);
    expect(applied).toEqual(['c']);
  });

  it('looks again only when it found a difference', async () => {
    let looks = 0;
    await compared(new Map([['same', version(1)]]), [{ id: 'same', revision: 1 }], { afterMs: 20, held: async () => ((looks += 1), new Map()) });
    expect(looks).toBe(0);
  });
});
