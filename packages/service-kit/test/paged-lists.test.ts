import { Schema, type Model } from 'mongoose';
import { addListFields, countingRoundTrips, encodePlaces, findByIds, pacedScan, PagedLists, placesOf, TextIndex, type Listed } from '../src';
import { eventually, freshDatabase } from '../src/testing';

interface Item extends Listed {
  _id: string;
  n: number;
  colour: 'red' | 'blue';
  hidden: boolean;
}

let db: Awaited<ReturnType<typeof freshDatabase>>;
let items: Model<Item>;
let lists: PagedLists;

beforeAll(async () => {
  db = await freshDatabase('paged_lists');
  items = db.connection.model<Item>('Item', addListFields(new Schema<Item>({ _id: String, n: Number, colour: String, hidden: Boolean }, { versionKey: false })), 'items');
  await items.init();
  lists = new PagedLists(db.connection, 'item_lists', 10);
});
afterAll(() => db.drop());

/** The lists an item is in: all of them, and those of its colour; hidden ones in none. */
const wantedFor = (item: Pick<Item, 'colour' | 'hidden'>) => ({
  all: item.hidden ? null : 'x',
  colour: item.hidden ? null : `x:${item.colour}`,
});

async function add(n: number, colour: Item['colour']): Promise<void> {
  const fields = { n, colour, hidden: false };
  const placed = await lists.place(null, wantedFor(fields));
  await items.create({ _id: `i${n}`, ...fields, ...placed });
}

async function change(n: number, changes: Partial<Pick<Item, 'colour' | 'hidden'>>): Promise<void> {
  const current = (await items.findById(`i${n}`).lean<Item>()) as Item;
  const next = { ...current, ...changes };
  const placed = await lists.place(current, wantedFor(next));
  await items.updateOne({ _id: `i${n}` }, { $set: { ...changes, ...placed } });
}

const numbers = async (list: string, skip: number, limit: number, oldestFirst = false) => {
  const page = await lists.page<Item>(items as unknown as Model<never>, list, { skip, limit, oldestFirst });
  return { ns: page.items.map((item) => item.n), total: page.total };
};

describe('paged lists', () => {
  beforeAll(async () => {
    for (let n = 0; n < 35; n++) await add(n, n % 3 === 0 ? 'red' : 'blue');
  });

  it('pages a list newest first across buckets, with its total', async () => {
    expect(await numbers('all:x', 0, 4)).toEqual({ ns: [34, 33, 32, 31], total: 35 });
    expect(await numbers('all:x', 3, 12)).toEqual({ ns: [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20], total: 35 });
    expect((await numbers('all:x', 30, 10)).ns).toEqual([4, 3, 2, 1, 0]);
    expect((await numbers('all:x', 35, 10)).ns).toEqual([]);
  });

  it('pages oldest first when asked', async () => {
    expect((await numbers('all:x', 8, 4, true)).ns).toEqual([8, 9, 10, 11]);
  });

  it('keeps each list of a type apart, with their own totals', async () => {
    const red = await numbers('colour:x:red', 0, 50);
    expect(red.ns).toEqual([33, 30, 27, 24, 21, 18, 15, 12, 9, 6, 3, 0]);
    expect(await lists.totals(['colour:x:red', 'colour:x:blue', 'colour:x:green'])).toEqual([12, 23, 0]);
  });

  it('moves an item between lists of a type, and takes it out of all lists when hidden', async () => {
    await change(33, { colour: 'blue' });
    expect((await numbers('colour:x:red', 0, 2)).ns).toEqual([30, 27]);
    expect((await numbers('colour:x:blue', 0, 1)).ns).toEqual([33]);
    await change(32, { hidden: true });
    expect(await numbers('all:x', 0, 3)).toEqual({ ns: [34, 33, 31], total: 34 });
    expect(await lists.totals(['colour:x:blue'])).toEqual([23]);
  });

  it('brings a hidden item back to its old place', async () => {
    await change(32, { hidden: false });
    expect(await numbers('all:x', 0, 3)).toEqual({ ns: [34, 33, 32], total: 35 });
  });

  it('repairs a head from the items after a crash left it off', async () => {
    await lists.heads.updateOne({ _id: 'all:x' }, { $inc: { total: 3, 'buckets.b1': 3 } });
    await lists.heads.deleteOne({ _id: 'colour:x:red' });
    const repaired = await lists.repair(items as unknown as Model<never>, await items.find({}).lean<Item[]>());
    expect(repaired.sort()).toEqual(['all:x', 'colour:x:red']);
    expect(await numbers('all:x', 20, 5)).toEqual({ ns: [14, 13, 12, 11, 10], total: 35 });
    expect(await lists.totals(['colour:x:red'])).toEqual([11]);
    expect(await lists.repair(items as unknown as Model<never>, await items.find({}).lean<Item[]>())).toEqual([]);
  });

  it('leaves a head alone while an item placed in it is being written, and sets it right when none comes', async () => {
    // An item whose head moved and whose own write comes a moment later (a follow under load), while a repair runs.
    const placed = await lists.place(null, wantedFor({ colour: 'red', hidden: false }));
    const repairing = lists.repair(items as unknown as Model<never>, await items.find({}).lean<Item[]>());
    await new Promise((resolve) => setTimeout(resolve, 500));
    await items.create({ _id: 'i35', n: 35, colour: 'red', hidden: false, ...placed });
    expect(await repairing).toEqual([]);
    expect(await numbers('all:x', 0, 2)).toEqual({ ns: [35, 34], total: 36 });
    expect(await lists.totals(['colour:x:red'])).toEqual([12]);

    // One whose writer stopped between the two (killed): the head counted an item that never came.
    await lists.place(null, { all: 'x', colour: null });
    expect(await lists.totals(['all:x'])).toEqual([37]);
    expect(await lists.repair(items as unknown as Model<never>, await items.find({}).lean<Item[]>())).toEqual(['all:x']);
    expect(await numbers('all:x', 0, 2)).toEqual({ ns: [35, 34], total: 36 });
  });

  it('sets right an old bucket of a busy list: a bucket off by the same figures at both looks, whatever else moves', async () => {
    // Two leaves of the oldest bucket lost (an item deleted, its head's write lost) while new items keep joining.
    await lists.heads.updateOne({ _id: 'all:x' }, { $inc: { total: 2, 'buckets.b0': 2 } });
    expect(await lists.totals(['all:x'])).toEqual([38]);
    const repairing = lists.repair(items as unknown as Model<never>, await items.find({}).lean<Item[]>());
    for (let n = 36; n < 42; n++) {
      await add(n, 'blue');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await repairing).toEqual(['all:x']);
    expect(await numbers('all:x', 0, 2)).toEqual({ ns: [41, 40], total: 42 });
    expect((await numbers('all:x', 32, 20)).ns).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(await lists.repair(items as unknown as Model<never>, await items.find({}).lean<Item[]>())).toEqual([]);
  });

  it('looks again at a list it found off in the bucket being written, and sets it right once the writes pause', async () => {
    // A join whose item was never written (its process killed between the two), in the bucket new items join.
    await lists.place(null, { all: 'x' });
    const repairing = lists.repair(items as unknown as Model<never>, await items.find({}).lean<Item[]>());
    for (let n = 43; n < 49; n++) {
      await add(n, 'blue');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Its figures moved between the two looks: not told from a writer's, so left, and looked at again.
    expect(await repairing).toEqual([]);
    expect(lists.unsettledLists).toEqual(['all:x']);
    expect((await numbers('all:x', 0, 1)).total).toBe(49);
    // The next look (this one, or the timer's if it came first) sets it right.
    await lists.settleUnsettled();
    await eventually(() => lists.unsettledLists.length === 0, 20_000);
    expect(await numbers('all:x', 0, 3)).toEqual({ ns: [48, 47, 46], total: 48 });
    expect(await lists.repair(items as unknown as Model<never>, await items.find({}).lean<Item[]>())).toEqual([]);
  });

  it('finds documents by id, leaving out those missing', async () => {
    const found = await findByIds<Item>(items as unknown as Model<never>, ['i1', 'i2', 'nope', 'i1']);
    expect([...found.keys()].sort()).toEqual(['i1', 'i2']);
  });
});

describe('an item whose write failed after its heads moved', () => {
  it('has its lists looked at again and set right, after the retry of the same change counted it twice, and says so', async () => {
    const written = new PagedLists(db.connection, 'written_lists', 10);
    const told: string[][] = [];
    let telling = 0;
    written.onSetRight = async (set) => {
      telling += 1;
      if (telling === 1) throw new Error('database away while telling');
      told.push(set);
    };
    const model = items as unknown as Model<never>;
    const write = (n: number) => async (placed: Listed) => void (await items.create({ _id: `w${n}`, n, colour: 'red', hidden: false, ...placed }));
    for (let n = 0; n < 3; n++) await written.placeAndWrite(model, null, { all: 'w' }, write(n));
    // The database goes away between the head's write and the item's: the head counts an item that is not there.
    const away = written.placeAndWrite(model, null, { all: 'w' }, async () => {
      throw new Error('database away');
    });
    await expect(away).rejects.toThrow('database away');
    expect(written.unsettledLists).toEqual(['all:w']);
    // The event's retry places it again: the head counts it twice.
    await written.placeAndWrite(model, null, { all: 'w' }, write(3));
    expect(await written.totals(['all:w'])).toEqual([5]);

    // The next look sets the head to its items; telling fails once, and is tried again at the look after.
    expect(await written.settleUnsettled()).toEqual(['all:w']);
    expect(await written.totals(['all:w'])).toEqual([4]);
    expect(told).toEqual([]);
    expect(await written.settleUnsettled()).toEqual([]);
    expect(told).toEqual([['all:w']]);
    expect(written.unsettledLists).toEqual([]);
    const page = await written.page<Item>(model, 'all:w', { skip: 0, limit: 10 });
    expect({ ns: page.items.map((item) => item.n), total: page.total }).toEqual({ ns: [3, 2, 1, 0], total: 4 });
  });
});

describe('places stored in an item', () => {
  it('are one string, read back as they were written', () => {
    const places = { all: { list: 'all:x', seq: 12 }, colour: { list: 'colour:x:red', seq: 3 } };
    expect(encodePlaces(places)).toBe('all:x#12 colour:x:red#3');
    expect(placesOf(encodePlaces(places))).toEqual(places);
    expect(placesOf('')).toEqual({});
  });

  it('written in the older object form, still page, move and repair', async () => {
    const old = new PagedLists(db.connection, 'old_lists', 4);
    const fresh = await old.placeNew([{ all: 'o' }, { all: 'o', colour: 'o:red' }, { all: 'o' }]);
    // The first two as documents written before places were one string.
    const docs = fresh.map((placed, n) => ({ _id: `o${n}`, n, colour: 'red', hidden: false, ...placed, ...(n < 2 ? { listPos: placesOf(placed.listPos) } : {}) }));
    await items.collection.insertMany(docs as never);
    const page = async () => (await old.page<Item>(items as unknown as Model<never>, 'all:o', { skip: 0, limit: 10 })).items.map((item) => item.n);
    expect(await page()).toEqual([2, 1, 0]);
    const stored = (await items.findById('o1').lean<Item>()) as Item;
    expect(typeof stored.listPos).toBe('object');
    const moved = await old.place(stored, { all: null });
    await items.updateOne({ _id: 'o1' }, { $set: moved });
    expect(await page()).toEqual([2, 0]);
    expect(await old.totals(['all:o', 'colour:o:red'])).toEqual([2, 1]);
    const back = await old.place((await items.findById('o1').lean<Item>()) as Item, { all: 'o' });
    expect(placesOf(back.listPos).all).toEqual({ list: 'all:o', seq: 1 });
    await items.updateOne({ _id: 'o1' }, { $set: back });
    expect(await page()).toEqual([2, 1, 0]);
    expect(await old.repair(items as unknown as Model<never>, await items.find({ _id: { $in: docs.map((doc) => doc._id) } }, { lists: 1, listPos: 1 }).lean<Listed[]>())).toEqual([]);
  });
});

describe('round trips of a request', () => {
  it('counts the commands sent within it, and only those', async () => {
    await items.findById('i1').lean();
    const { roundTrips } = await countingRoundTrips(async () => {
      await items.findById('i1').lean();
      await Promise.all([items.findById('i2').lean(), items.countDocuments({ colour: 'red' })]);
    });
    expect(roundTrips).toBe(3);
  });
});

describe('bulk placing', () => {
  it('places many new items with one head write per list, after those already there', async () => {
    const bulk = new PagedLists(db.connection, 'bulk_lists', 4);
    const first = await bulk.placeNew([{ all: 'y' }, { all: 'y' }, { all: 'y', colour: 'y:red' }]);
    const more = await bulk.placeNew([{ all: 'y' }, { all: 'y', colour: 'y:red' }]);
    const docs = [...first, ...more].map((placed, n) => ({ _id: `b${n}`, n, colour: 'red', hidden: false, ...placed }));
    await items.insertMany(docs);
    const page = await bulk.page<Item>(items as unknown as Model<never>, 'all:y', { skip: 0, limit: 10 });
    expect(page.items.map((item) => item.n)).toEqual([4, 3, 2, 1, 0]);
    expect(await bulk.totals(['all:y', 'colour:y:red'])).toEqual([5, 2]);
  });
});

describe('many items joining and leaving one list at once', () => {
  it('gives each its own place and the count right after it, and the head ends exact', async () => {
    const busy = new PagedLists(db.connection, 'busy_lists', 4);
    const joined = await Promise.all(Array.from({ length: 30 }, () => busy.placeCounted(null, { all: 'z' })));
    const places = joined.map(({ placed }) => placesOf(placed.listPos).all?.seq);
    expect([...places].sort((a = 0, b = 0) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(joined.map(({ totals }) => totals['all:z']).sort((a = 0, b = 0) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const docs = joined.map(({ placed }, n) => ({ _id: `z${n}`, n, colour: 'red', hidden: false, ...placed }));
    await items.insertMany(docs);

    const leaving = docs.slice(0, 10);
    const left = await Promise.all(leaving.map((doc) => busy.placeCounted(doc, { all: null })));
    expect(left.map(({ totals }) => totals['all:z']).sort((a = 0, b = 0) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => 20 + i));
    await Promise.all(leaving.map((doc, i) => items.updateOne({ _id: doc._id }, { $set: left[i]?.placed ?? {} })));
    expect(await busy.totals(['all:z'])).toEqual([20]);
    const page = await busy.page<Item>(items as unknown as Model<never>, 'all:z', { skip: 0, limit: 30 });
    expect(page.total).toBe(20);
    expect(page.items.map((item) => item.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 10));
    expect(await busy.repair(items as unknown as Model<never>, await items.find({ _id: { $in: docs.map((doc) => doc._id) } }, { lists: 1, listPos: 1 }).lean<Listed[]>())).toEqual([]);
  });
});

describe('a list joined and left for a long time', () => {
  it('keeps only the buckets that hold items in its head, its pages, total and repair unchanged', async () => {
    const churned = new PagedLists(db.connection, 'churned_lists', 4);
    const bucketFields = async () => Object.keys((await churned.heads.findById('all:c').lean<{ buckets: Record<string, number> }>())?.buckets ?? {});
    const stay = { _id: 'c-stay', n: 1, colour: 'red' as const, hidden: false, ...(await churned.place(null, { all: 'c' })) };
    await items.create(stay);
    // One follower following and unfollowing over and over: each follow takes the next place, 120 places in all.
    for (let round = 0; round < 60; round++) {
      const placed = await churned.place(null, { all: 'c' });
      await churned.place(placed, { all: null });
    }
    const kept = await bucketFields();
    // The bucket of the item that stays, and at most the one emptied by the last leave (removed by the next write).
    expect(kept.length).toBeLessThanOrEqual(2);
    expect(kept).toContain('b0');
    expect(await churned.totals(['all:c'])).toEqual([1]);
    expect((await churned.page<Item>(items as unknown as Model<never>, 'all:c', { skip: 0, limit: 10 })).items.map((item) => item._id)).toEqual(['c-stay']);
    expect(await churned.repair(items as unknown as Model<never>, [stay])).toEqual([]);
  });
});

describe('an item sent to the top of its list', () => {
  it('takes the next place with one write of the head, its total unchanged, and the list stays exact', async () => {
    const top = new PagedLists(db.connection, 'top_lists', 4);
    const placed = [];
    for (let n = 0; n < 6; n++) placed.push(await top.place(null, { all: 't' }));
    const docs = placed.map((fields, n) => ({ _id: `t${n}`, n, colour: 'red' as const, hidden: false, ...fields }));
    await items.insertMany(docs);
    const order = async () => (await top.page<Item>(items as unknown as Model<never>, 'all:t', { skip: 0, limit: 10 })).items.map((item) => item.n);
    expect(await order()).toEqual([5, 4, 3, 2, 1, 0]);

    // The oldest, from the first bucket, to the top (a notification that took in one more happening).
    const { result, roundTrips } = await countingRoundTrips(() => top.placeCounted(docs[0], { all: 't' }, { toTop: true }));
    expect(result.totals['all:t']).toBe(6);
    expect(placesOf(result.placed.listPos).all?.seq).toBe(6);
    await items.updateOne({ _id: 't0' }, { $set: result.placed });
    expect(await order()).toEqual([0, 5, 4, 3, 2, 1]);

    // The same move as a leave and then a join as a new item costs twice the round trips (each its head's lease
    // taken and let go, the head read and written).
    const twoSteps = await countingRoundTrips(async () => {
      await top.place(docs[1], { all: null });
      return top.place(null, { all: 't' });
    });
    await items.updateOne({ _id: 't1' }, { $set: twoSteps.result });
    expect(await order()).toEqual([1, 0, 5, 4, 3, 2]);
    expect(roundTrips * 2).toBe(twoSteps.roundTrips);

    // Without it, an item already in the list keeps its place.
    expect(placesOf((await top.place(docs[3], { all: 't' })).listPos).all?.seq).toBe(3);
    expect(await top.totals(['all:t'])).toEqual([6]);

    // Sent to the top while others join and leave the same list at once (their head changes written together).
    const t2 = await items.findById('t2').lean<Item>();
    const t4 = await items.findById('t4').lean<Item>();
    const [moved, left, a, b] = await Promise.all([
      top.placeCounted(t2, { all: 't' }, { toTop: true }),
      top.placeCounted(t4, { all: null }),
      top.placeCounted(null, { all: 't' }),
      top.placeCounted(null, { all: 't' }),
    ]);
    await items.updateOne({ _id: 't2' }, { $set: moved.placed });
    await items.updateOne({ _id: 't4' }, { $set: left.placed });
    await items.insertMany([
      { _id: 't6', n: 6, colour: 'red', hidden: false, ...a.placed },
      { _id: 't7', n: 7, colour: 'red', hidden: false, ...b.placed },
    ]);
    expect(await top.totals(['all:t'])).toEqual([7]);
    const after = await order();
    expect(after).toHaveLength(7);
    expect(after.slice(3)).toEqual([1, 0, 5, 3]);
    expect(after.slice(0, 3).sort()).toEqual([2, 6, 7]);
    const all = await items.find({ _id: { $in: [...docs.map((doc) => doc._id), 't6', 't7'] } }, { lists: 1, listPos: 1 }).lean<Listed[]>();
    expect(await top.repair(items as unknown as Model<never>, all)).toEqual([]);
  });

  it('joins a list whose head was lost, counted, when sent to its top', async () => {
    const lost = new PagedLists(db.connection, 'lost_lists', 4);
    const fields = await lost.place(null, { all: 'l' });
    await items.create({ _id: 'l0', n: 0, colour: 'red', hidden: false, ...fields });
    await lost.heads.deleteOne({ _id: 'all:l' });
    const moved = await lost.place(await items.findById('l0').lean<Item>(), { all: 'l' }, { toTop: true });
    await items.updateOne({ _id: 'l0' }, { $set: moved });
    expect(await lost.totals(['all:l'])).toEqual([1]);
    expect((await lost.page<Item>(items as unknown as Model<never>, 'all:l', { skip: 0, limit: 5 })).items.map((item) => item.n)).toEqual([0]);
    expect(await lost.repair(items as unknown as Model<never>, await items.find({ _id: 'l0' }, { lists: 1, listPos: 1 }).lean<Listed[]>())).toEqual([]);
  });
});

describe('a text index', () => {
  interface Entry {
    id: string;
    title: string;
    owner: string;
  }
  const index = new TextIndex<Entry>(['title', 'owner'], { title: 2 });
  index.replaceAll([
    { id: 'a', title: 'Summer in Lisbon', owner: 'Ana' },
    { id: 'b', title: 'Sumo wrestling', owner: 'Bo' },
    { id: 'c', title: 'Winter', owner: 'Summer Jones' },
    { id: 'd', title: 'Summertime', owner: 'Cy' },
  ]);

  it('finds by a word or its beginning, exact matches first, title above owner', () => {
    expect(index.find('summer').map((entry) => entry.id)).toEqual(['a', 'c', 'd']);
    expect(index.find('sum').map((entry) => entry.id)).toEqual(expect.arrayContaining(['a', 'b', 'c', 'd']));
  });

  it('finds with one typo in a longer word, and every word must match', () => {
    expect(index.find('sumer').map((entry) => entry.id)).toContain('a');
    expect(index.find('sumer lisbon').map((entry) => entry.id)).toEqual(['a']);
    expect(index.find('xyzzy')).toEqual([]);
  });

  it('follows changes and removals, also of a search asked before', () => {
    expect(index.find('sumo').map((entry) => entry.id)).toEqual(['b']);
    index.put({ id: 'b', title: 'Autumn', owner: 'Bo' });
    expect(index.find('sumo')).toEqual([]);
    expect(index.find('lisbon').map((entry) => entry.id)).toEqual(['a']);
    index.remove('a');
    expect(index.find('lisbon')).toEqual([]);
    index.put({ id: 'e', title: 'Lisbon again', owner: 'Eva' });
    expect(index.find(' Lisbon ').map((entry) => entry.id)).toEqual(['e']);
    index.remove('e');
    expect(index.size).toBe(3);
  });

  it('answers at most a limit, best first, after the filter', () => {
    expect(index.find('summer', undefined, 1).map((entry) => entry.id)).toEqual(['c']);
    expect(index.find('summer', (entry) => entry.id !== 'c', 1).map((entry) => entry.id)).toEqual(['d']);
  });

  it('is set to what a check read, changing only what differs and leaving what was written meanwhile', () => {
    const checked = new TextIndex<Entry & { views: number }>(['title', 'owner']);
    checked.replaceAll([
      { id: 'a', title: 'Summer in Lisbon', owner: 'Ana', views: 1 },
      { id: 'b', title: 'Sumo wrestling', owner: 'Bo', views: 1 },
      { id: 'c', title: 'Winter', owner: 'Cy', views: 1 },
    ]);
    // Read by the check: a's views moved, b renamed elsewhere, c deleted elsewhere, d new; c was written here meanwhile.
    const read = [
      { id: 'a', title: 'Summer in Lisbon', owner: 'Ana', views: 7 },
      { id: 'b', title: 'Autumn in Porto', owner: 'Bo', views: 1 },
      { id: 'd', title: 'Spring', owner: 'Di', views: 1 },
    ];
    expect(checked.reconcile(read, (id) => id === 'c')).toBe(2);
    expect(checked.get('a')?.views).toBe(7);
    expect(checked.find('porto').map((entry) => entry.id)).toEqual(['b']);
    expect(checked.find('spring').map((entry) => entry.id)).toEqual(['d']);
    expect(checked.find('winter').map((entry) => entry.id)).toEqual(['c']);
    expect(checked.reconcile(read)).toBe(1);
    expect(checked.find('winter')).toEqual([]);
  });
});

describe('a paced scan', () => {
  it('reads the whole source, in order, pausing between batches', async () => {
    async function* numbers() {
      for (let n = 0; n < 25; n++) yield n;
    }
    expect(await pacedScan(numbers(), { batch: 10, share: 0.5 })).toEqual(Array.from({ length: 25 }, (_, n) => n));
  });
});
