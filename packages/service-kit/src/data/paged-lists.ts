import { LRUCache } from 'lru-cache';
import { Schema, type Connection, type Model } from 'mongoose';
import { onStop, unfinishedAtStop } from '../lifecycle';
import { documentLocks, lockKey } from './document-locks';
import type { Lease } from './leases';
import { GroupCommit } from './group-commit';

/**
 * Lists whose pages cost a page (ARCHITECTURE "A page costs a page"), the one way every long list of the
 * product is kept. FerretDB 1.x pushes down only top-level equality and never a sort or a limit, so a list
 * is cut into buckets reached by equality:
 * - an item joins a list with the list's next sequence number; its bucket is `floor(seq / bucketSize)`;
 * - the item document names the buckets it is in (`lists: ['<list>#<bucket>', ...]`, one indexed array),
 *   and keeps its place in each list type (`listPos`: `'<list>#<seq> <list>#<seq> ...'`, one string, since
 *   FerretDB decodes every nested field of every document a page reads: nested places doubled a page's cost),
 *   so an item that leaves a list and comes back (an uploader blocked, then unblocked) returns to the same place;
 * - a head document per list (`_id` = the list) counts the items of each bucket and of the whole list.
 * A page reads the head, then the one or two buckets that hold it, newest first (or oldest first), and sorts
 * them in memory: about a page of documents, whatever the length of the list. Totals come from the head.
 * A list is `<type>:<key>`: the type names what the list is (`albumStatus`), the key which one (`<albumId>:approved`).
 *
 * The heads are written before the item (the item's write carries its new buckets): a crash between the two
 * leaves a head off by one, which `repair` sets right from the items (the anti-entropy pass, at start and on demand).
 */

/** An item's place in one list type: which list of that type, and its sequence number there. */
export interface ListPlace {
  list: string;
  seq: number;
}

/** An item's place in each list type, by type. */
export type ListPlaces = Record<string, ListPlace>;

/**
 * What every listed item document carries (add with `addListFields`). `listPos` is stored as one string
 * (`encodePlaces`); documents written before that hold the places as an object, which `placesOf` reads too.
 */
export interface Listed {
  lists: string[];
  listPos: string | ListPlaces;
}

/** The lists an item belongs to, by list type: the key within the type, or null for none of that type. */
export type WantedLists = Record<string, string | null>;

interface ListHead {
  _id: string;
  next: number;
  total: number;
  buckets: Record<string, number>;
}

/** A change of a list's head waiting for its write (PagedLists.changeHead). */
interface HeadChange {
  /** `top`: an item of the list leaves its place and takes the next one (its head written once for both). */
  kind: 'join' | 'rejoin' | 'leave' | 'top';
  /** The item's place (rejoin, leave, top); a join and a top are given the next one. */
  seq?: number;
}

/** How `place` moves an item: `toTop`, an item already in a wanted list takes the next place at its top. */
export interface PlaceOptions {
  toTop?: boolean;
}

export interface PageRequest {
  skip: number;
  limit: number;
  oldestFirst?: boolean;
}

export const listId = (type: string, key: string) => `${type}:${key}`;
const typeOf = (list: string) => list.slice(0, list.indexOf(':'));
const bucketId = (list: string, bucket: number) => `${list}#${bucket}`;

/** An item's places, by list type, from either stored form (`encodePlaces`'s string, or the older object). */
export function placesOf(listPos: Listed['listPos'] | null | undefined): ListPlaces {
  if (!listPos) return {};
  if (typeof listPos !== 'string') return listPos;
  const places: ListPlaces = {};
  for (const entry of listPos.split(' ')) {
    const cut = entry.lastIndexOf('#');
    if (cut <= 0) continue;
    const list = entry.slice(0, cut);
    places[typeOf(list)] = { list, seq: Number(entry.slice(cut + 1)) };
  }
  return places;
}

/** The lists wanted for an item taken out of every list it is in (`place` with them: `leaveAll`). */
export function outOfAll(current: Partial<Listed> | null | undefined): WantedLists {
  return Object.fromEntries(Object.keys(placesOf(current?.listPos)).map((type) => [type, null]));
}

/** The stored form of an item's places: `<list>#<seq>` for each type, space-separated (list ids hold no space). */
export function encodePlaces(places: ListPlaces): string {
  return Object.values(places)
    .map((place) => `${place.list}#${place.seq}`)
    .join(' ');
}

/** An item's sequence number in the list of `type` it is placed in (0 when none). */
function seqIn(listPos: Listed['listPos'] | null | undefined, type: string): number {
  if (!listPos) return 0;
  if (typeof listPos !== 'string') return listPos[type]?.seq ?? 0;
  // Read without splitting the whole string: a page sorts many items.
  const start = listPos.startsWith(`${type}:`) ? 0 : listPos.indexOf(` ${type}:`) + 1;
  if (start === 0 && !listPos.startsWith(`${type}:`)) return 0;
  const end = listPos.indexOf(' ', start);
  const entry = listPos.slice(start, end === -1 ? undefined : end);
  return Number(entry.slice(entry.lastIndexOf('#') + 1));
}
const bucketField = (bucket: number) => `b${bucket}`;

/** Adds `lists` (indexed: every page query is an equality on it) and `listPos` to an item schema. */
export function addListFields<T>(schema: Schema<T>): Schema<T> {
  schema.add({ lists: { type: [String], default: [] }, listPos: { type: Schema.Types.Mixed, default: '' } } as never);
  schema.index({ lists: 1 } as never);
  return schema;
}

/** Sorts the documents of one list by their place in it. */
function bySeq<T extends Partial<Listed>>(docs: T[], type: string, oldestFirst: boolean): T[] {
  const seq = (doc: T) => seqIn(doc.listPos, type);
  return docs.sort((a, b) => (oldestFirst ? seq(a) - seq(b) : seq(b) - seq(a)));
}

/**
 * Each head's `next` and `total` as this process last wrote them (under the head's lock, shared by every PagedLists
 * of the process like the locks), and the lease it wrote them under: a head write is one round trip
 * (`findOneAndUpdate`, whose answer sets them right again) instead of a read and a write while the head's lease stays
 * here from one write to the next, and a total is read without the database while that lease is still held here
 * (`totals`: a hot album's follower counter is set from its list's total after every batch of follows).
 */
const knownHeads = new LRUCache<string, KnownHead>({ max: 50_000 });

/** A head as this process last wrote it: its figures, the lease it was written under, its buckets then empty. */
interface KnownHead {
  next: number;
  total: number;
  lease: Lease | null | undefined;
  /** `buckets.<field>` of the buckets its items had all left: removed by its next write (`writeHead`). */
  empty: string[];
}

/**
 * How long the repair looks at a head it found different from its items before setting it right (`repair`): longer
 * than a place or a leave takes between its head's write and its item's under load (a follow's whole call is under
 * a second at the benchmarks' 200 connections).
 */
const HEAD_SETTLE_MS = 3_000;
/**
 * A list the repair found off while it was being written (its busy bucket's figures moved between the two looks) is
 * looked at again this often, until it is set right or agrees: a start's repair runs while the load goes on, and
 * the next periodic one is minutes away.
 */
const UNSETTLED_RETRY_MS = 10_000;
/** ...for this long at most (a list written without a pause for so long is left to the periodic repair). */
const UNSETTLED_FOR_MS = 30 * 60_000;

type SeenList = { buckets: Map<number, number>; next: number };

export class PagedLists {
  readonly heads: Model<ListHead>;
  /** Lists the repair could not set right while they were written, looked at again (UNSETTLED_RETRY_MS). */
  private readonly unsettled = new Map<string, { model: Model<never>; seen: SeenList | undefined; since: number }>();
  /** Lists set right whose `onSetRight` failed, and since when: told again at the next look (for UNSETTLED_FOR_MS at most). */
  private readonly untold = new Map<string, number>();
  private unsettledTimer?: NodeJS.Timeout;
  private stopHook?: () => void;
  private settling = false;
  private readonly headWrites = new GroupCommit<HeadChange, { seq: number; total: number }>((list, batch) => this.lock(list, () => this.writeHead(list, batch)));

  /**
   * `collection`: where this service keeps the heads of one family of lists (`media_lists`); `bucketSize`:
   * items per bucket, about the page size the lists are read in (a page then spans one or two buckets).
   */
  constructor(
    connection: Connection,
    collection: string,
    readonly bucketSize = 50,
  ) {
    const name = `ListHead_${collection}`;
    this.heads =
      (connection.models[name] as Model<ListHead> | undefined) ??
      connection.model<ListHead>(
        name,
        new Schema<ListHead>(
          { _id: { type: String }, next: { type: Number, default: 0 }, total: { type: Number, default: 0 }, buckets: { type: Schema.Types.Mixed, default: {} } },
          { versionKey: false, minimize: false },
        ),
        collection,
      );
  }

  private headKey(list: string): string {
    return `${this.heads.db.name}/${this.heads.collection.collectionName}/${list}`;
  }

  private lock<T>(list: string, work: () => Promise<T>): Promise<T> {
    return documentLocks.run(lockKey(this.heads.collection.collectionName, list), work);
  }

  private bucketOf(seq: number): number {
    return Math.floor(seq / this.bucketSize);
  }

  /**
   * Moves an item from the lists it is in (`current`, absent for a new item) to the `wanted` ones: the heads
   * of the lists it leaves and joins are written now; the returned fields go into the item's own write.
   * Call it holding the item's lock. Types not named in `wanted` are left as they are.
   */
  async place(current: Partial<Listed> | null | undefined, wanted: WantedLists, options: PlaceOptions = {}): Promise<Listed> {
    return (await this.placeCounted(current, wanted, options)).placed;
  }

  /**
   * `place`, then the item's own write with the fields it answers (`write`). When either fails part way (the
   * database went away between the head's write and the item's, or the head's answer was lost after it landed), a
   * head may count an item its buckets do not hold, and the retry of the same change counts it again: every list the
   * item was in or was to join is looked at again (as `repair` leaves an unsettled one) until it is set right or
   * agrees, and `onSetRight` is told. `write` is also given how many items each list the item joined or left holds
   * right after (`placeCounted`'s totals). Call it holding the item's lock.
   */
  async placeAndWrite<T>(
    model: Model<never>,
    current: Partial<Listed> | null | undefined,
    wanted: WantedLists,
    write: (placed: Listed, totals: Record<string, number>) => Promise<T>,
    options: PlaceOptions = {},
  ): Promise<T> {
    try {
      const { placed, totals } = await this.placeCounted(current, wanted, options);
      return await write(placed, totals);
    } catch (error) {
      const old = Object.values(placesOf(current?.listPos)).map((place) => place.list);
      const joining = Object.entries(wanted).flatMap(([type, key]) => (key === null ? [] : [listId(type, key)]));
      this.lookAgain(model, [...old, ...joining]);
      throw error;
    }
  }

  /**
   * Told the lists the later looks set right (after a failed `placeAndWrite`, or a busy list a repair left): what a
   * service keeps from a head's total (an album's media count) is set again from it.
   */
  onSetRight?: (lists: string[]) => Promise<void>;

  /** Lists to be looked at again every UNSETTLED_RETRY_MS until set right or agreeing (`settleUnsettled`). */
  private lookAgain(model: Model<never>, lists: Iterable<string>, seen?: Map<string, SeenList>): void {
    // A process that stops with lists still to look at leaves them to the next start's repair: its stop is not clean.
    this.stopHook ??= onStop({
      name: `lists of ${this.heads.collection.collectionName} to look at again`,
      close: () => {
        if (this.unsettled.size > 0 || this.untold.size > 0) unfinishedAtStop(`lists of ${this.heads.collection.collectionName} to look at again`);
      },
    });
    for (const list of lists) this.unsettled.set(list, { model, seen: seen?.get(list), since: this.unsettled.get(list)?.since ?? Date.now() });
    if (this.unsettled.size > 0 && !this.unsettledTimer) {
      this.unsettledTimer = setInterval(() => void this.settleUnsettled(), UNSETTLED_RETRY_MS);
      this.unsettledTimer.unref();
    }
  }

  /** `place`, also answering how many items each list it joined or left holds right after (counted in its lock). */
  async placeCounted(
    current: Partial<Listed> | null | undefined,
    wanted: WantedLists,
    options: PlaceOptions = {},
  ): Promise<{ placed: Listed; totals: Record<string, number> }> {
    const totals: Record<string, number> = {};
    const listPos: ListPlaces = { ...placesOf(current?.listPos) };
    const inBuckets = new Set(current?.lists ?? []);
    // Each type's lists are its own: their heads are written side by side.
    const types = [...new Set([...Object.keys(listPos), ...Object.keys(wanted)])];
    const places = await Promise.all(
      types.map(async (type): Promise<ListPlace | null> => {
        const old = listPos[type];
        const isMember = old !== undefined && inBuckets.has(bucketId(old.list, this.bucketOf(old.seq)));
        const target = type in wanted ? (wanted[type] === null ? null : listId(type, wanted[type] as string)) : (old?.list ?? null);
        if (old && isMember && old.list === target) {
          if (!options.toTop || !(type in wanted)) return old;
          const moved = await this.changeHead(target, { kind: 'top', seq: old.seq });
          totals[target] = moved.total;
          return { list: target, seq: moved.seq };
        }
        if (old && isMember) totals[old.list] = await this.leave(old);
        // Out of this type's lists: the old place is kept, for a return to the same list.
        if (target === null || !(type in wanted)) return null;
        // Back in the list it was in: the same place (unless sent to the top); else the next one.
        const joined = old && old.list === target && !options.toTop ? await this.rejoin(old) : await this.join(target);
        totals[target] = joined.total;
        return { list: target, seq: joined.seq };
      }),
    );
    const lists: string[] = [];
    types.forEach((type, i) => {
      const place = places[i];
      if (!place) return;
      listPos[type] = place;
      lists.push(bucketId(place.list, this.bucketOf(place.seq)));
    });
    return { placed: { lists, listPos: encodePlaces(listPos) }, totals };
  }

  /**
   * Places many new items at once (a bulk import, a seed): each list's head is written once for all the
   * items joining it, in the order given (the last one given is the newest). Returns their fields in that order.
   */
  async placeNew(wanted: WantedLists[]): Promise<Listed[]> {
    const joining = new Map<string, number[]>();
    wanted.forEach((lists, i) => {
      for (const [type, key] of Object.entries(lists)) {
        if (key === null) continue;
        const list = listId(type, key);
        joining.set(list, [...(joining.get(list) ?? []), i]);
      }
    });
    const placed = wanted.map(() => ({ lists: [] as string[], listPos: {} as ListPlaces }));
    for (const [list, indexes] of joining) {
      await this.lock(list, async () => {
        const head = await this.heads.findById(list, { next: 1 }).lean<Pick<ListHead, 'next'>>();
        const first = head?.next ?? 0;
        const buckets: Record<string, number> = {};
        indexes.forEach((index, k) => {
          const seq = first + k;
          const field = `buckets.${bucketField(this.bucketOf(seq))}`;
          buckets[field] = (buckets[field] ?? 0) + 1;
          const item = placed[index] as (typeof placed)[number];
          item.listPos[typeOf(list)] = { list, seq };
          item.lists.push(bucketId(list, this.bucketOf(seq)));
        });
        // Forgotten before the write: one that lands and loses its answer leaves nothing stale behind.
        knownHeads.delete(this.headKey(list));
        await this.heads.updateOne({ _id: list }, { $inc: { next: indexes.length, total: indexes.length, ...buckets } }, { upsert: true });
      });
    }
    return placed.map((item) => ({ lists: item.lists, listPos: encodePlaces(item.listPos) }));
  }

  /** Takes an item out of every list (it is deleted): the heads now, the returned fields with its write. */
  async leaveAll(current: Partial<Listed> | null | undefined): Promise<Listed> {
    return this.place(current, outOfAll(current));
  }

  private join(list: string): Promise<{ seq: number; total: number }> {
    return this.changeHead(list, { kind: 'join' });
  }

  private rejoin(place: ListPlace): Promise<{ seq: number; total: number }> {
    return this.changeHead(place.list, { kind: 'rejoin', seq: place.seq });
  }

  /** Answers how many the list holds after. */
  private async leave(place: ListPlace): Promise<number> {
    return (await this.changeHead(place.list, { kind: 'leave', seq: place.seq })).total;
  }

  /**
   * One item joining, joining again or leaving a list. Changes of one list that arrive while its head is being
   * written are written together, in their order, by the next write (GroupCommit: one read and one write of the
   * head for all of them): follows of one album by many people at once cost a head write a batch, not a follow.
   */
  private changeHead(list: string, change: HeadChange): Promise<{ seq: number; total: number }> {
    return this.headWrites.submit(list, change);
  }

  private async writeHead(list: string, batch: HeadChange[]): Promise<Array<{ seq: number; total: number }>> {
    // What this process wrote last is current only while its lease was not let go since (another instance may have
    // written the head in between): else the head is read again.
    const last = knownHeads.get(this.headKey(list));
    const remembered = last && documentLocks.knownWhile(last.lease) ? last : undefined;
    const known = remembered ?? (await this.readHead(list));
    // A head that is not there (lost while items still name it): an item sent to its top joins it, counted.
    const missing = remembered === undefined && !('exists' in known && known.exists);
    const before = known.next;
    let next = before;
    let total = known.total;
    let totalDelta = 0;
    const buckets: Record<string, number> = {};
    const move = (seq: number, delta: number) => {
      const field = `buckets.${bucketField(this.bucketOf(seq))}`;
      buckets[field] = (buckets[field] ?? 0) + delta;
    };
    const answers = batch.map((change) => {
      if (change.kind === 'top' && !missing) {
        // Out of its place and in at the next: the total stays.
        move(change.seq ?? 0, -1);
        const seq = next++;
        move(seq, 1);
        return { seq, total };
      }
      const seq = change.kind === 'join' || change.kind === 'top' ? next++ : (change.seq ?? 0);
      if (change.kind === 'rejoin') next = Math.max(next, seq + 1);
      const delta = change.kind === 'leave' ? -1 : 1;
      move(seq, delta);
      totalDelta += delta;
      total = Math.max(0, total + delta);
      return { seq, total };
    });
    const inc = Object.fromEntries(Object.entries({ ...buckets, total: totalDelta }).filter(([, n]) => n !== 0));
    // `$max`: a `next` another writer moved further (another instance, a repair) is never taken back.
    const update: Record<string, Record<string, unknown>> = { ...(Object.keys(inc).length > 0 ? { $inc: inc } : {}), ...(next !== before ? { $max: { next } } : {}) };
    if (Object.keys(update).length === 0) return answers;
    // Buckets found empty (after this process's last write, or read just now), the head held here since: removed with
    // this write, so that a list joined and left for years (a hot album's followers) does not carry an empty field for
    // every bucket it ever had, each rewritten by every head write and counted by every repair.
    const emptied = known.empty.filter((field) => !(field in buckets));
    if (emptied.length > 0) update.$unset = Object.fromEntries(emptied.map((field) => [field, '']));
    // Only a batch that adds makes a head that is not there (a leave of a list never written changes nothing).
    const written = await this.heads
      .findOneAndUpdate({ _id: list }, update, { upsert: batch.some((change) => change.kind !== 'leave'), returnDocument: 'after' })
      .lean<Pick<ListHead, 'next' | 'total' | 'buckets'>>()
      .catch((error: unknown) => {
        // It may have landed (its answer lost): what this process knew of the head is no longer current.
        knownHeads.delete(this.headKey(list));
        throw error;
      });
    if (!written) {
      knownHeads.delete(this.headKey(list));
      return answers;
    }
    const after = { next: written.next ?? 0, total: Math.max(0, written.total ?? 0) };
    knownHeads.set(this.headKey(list), { ...after, lease: documentLocks.leaseHeld(lockKey(this.heads.collection.collectionName, list)), empty: emptyBuckets(written) });
    // Another writer moved the head since this process knew it: the counts this batch answers follow the stored one.
    const drift = after.total - total;
    return drift === 0 ? answers : answers.map((answer) => ({ seq: answer.seq, total: Math.max(0, answer.total + drift) }));
  }

  private async readHead(list: string): Promise<{ next: number; total: number; exists: boolean; empty: string[] }> {
    const head = await this.heads.findById(list).lean<ListHead>();
    return { next: head?.next ?? 0, total: Math.max(0, head?.total ?? 0), exists: head !== null, empty: emptyBuckets(head) };
  }

  /**
   * How many items each list holds; 0 for a list never written. A head this process wrote last, under a lease it
   * still holds (no other instance can have written it since), is not read again; the others are read, in parallel.
   * A write of this process under way may not be counted yet: its caller counts again once it is done.
   */
  async totals(lists: string[]): Promise<number[]> {
    return Promise.all(
      lists.map(async (list) => {
        const known = knownHeads.get(this.headKey(list));
        if (known && documentLocks.knownWhile(known.lease)) return known.total;
        const head = await this.heads.findById(list, { total: 1 }).lean<Pick<ListHead, 'total'>>();
        return Math.max(0, head?.total ?? 0);
      }),
    );
  }

  /** Removes a list's head (its items are gone): what this process knew of it goes too. */
  async removeHead(list: string): Promise<void> {
    await this.lock(list, async () => {
      knownHeads.delete(this.headKey(list));
      await this.heads.deleteOne({ _id: list });
    });
  }

  /**
   * One page of a list, newest first unless `oldestFirst`: the head, then the buckets holding the page, read
   * by equality in parallel. `filter` narrows the documents read (e.g. `{ deletedAt: null }`), `projection`
   * picks their fields (keep `listPos`: the order needs it).
   */
  async page<T extends Partial<Listed>>(
    model: Model<never>,
    list: string,
    request: PageRequest,
    options: { filter?: Record<string, unknown>; projection?: Record<string, 0 | 1> } = {},
  ): Promise<{ items: T[]; total: number }> {
    const head = await this.heads.findById(list).lean<ListHead>();
    if (!head) return { items: [], total: 0 };
    const oldestFirst = request.oldestFirst ?? false;
    const buckets = Object.entries(head.buckets ?? {})
      .map(([field, count]) => ({ bucket: Number(field.slice(1)), count: Number(count) }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => (oldestFirst ? a.bucket - b.bucket : b.bucket - a.bucket));
    const chosen: number[] = [];
    let before = 0;
    let offset = 0;
    let taken = 0;
    for (const { bucket, count } of buckets) {
      if (taken >= request.limit) break;
      if (chosen.length === 0 && before + count <= request.skip) {
        before += count;
        continue;
      }
      if (chosen.length === 0) offset = request.skip - before;
      chosen.push(bucket);
      taken += chosen.length === 1 ? count - offset : count;
    }
    const type = typeOf(list);
    const read = await Promise.all(
      chosen.map((bucket) =>
        model.find({ lists: bucketId(list, bucket), ...(options.filter ?? {}) } as never, options.projection as never).lean<T[]>(),
      ),
    );
    const items = read.flatMap((docs) => bySeq(docs, type, oldestFirst)).slice(offset, offset + request.limit);
    return { items, total: Math.max(0, head.total ?? 0) };
  }

  /**
   * Anti-entropy for the lists of the `items` given (all items of a collection, read by the caller in one
   * pass): each head is set to what the items hold, under the head's lock, where it differs. The counts
   * compared are the items' own, counted again inside the lock by bucket. A head and its items are written one after
   * the other (a place moves the head, then its item gets its place; a leave removes or moves the item, then the
   * head), so a difference found while such a write is under way is no drift: a head found different is looked at
   * again HEAD_SETTLE_MS later and set right only when it is unchanged and its items still differ (a write that
   * stopped between the two, its process killed). On a list written meanwhile, only the buckets off by the same
   * figures at both looks are set right; a list still off is looked at again every UNSETTLED_RETRY_MS until it is set
   * right or agrees (`settleUnsettled`): a start's repair runs while the load goes on.
   */
  async repair(model: Model<never>, items: Iterable<Partial<Listed>>): Promise<string[]> {
    const seen = new Map<string, SeenList>();
    for (const item of items) {
      for (const entry of item.lists ?? []) {
        const cut = entry.lastIndexOf('#');
        const list = entry.slice(0, cut);
        const bucket = Number(entry.slice(cut + 1));
        const seq = seqIn(item.listPos, typeOf(list));
        const state = seen.get(list) ?? { buckets: new Map<number, number>(), next: 0 };
        state.buckets.set(bucket, (state.buckets.get(bucket) ?? 0) + 1);
        state.next = Math.max(state.next, seq + 1);
        seen.set(list, state);
      }
    }
    const heads = await this.heads.find({}).lean<ListHead[]>();
    const byList = new Map(heads.map((head) => [head._id, head]));
    const lists = [...new Set([...seen.keys(), ...byList.keys()])].filter((list) => {
      const state = seen.get(list);
      const head = byList.get(list);
      if (head && state && sameCounts(head, state.buckets) && head.next >= state.next) return false;
      return !(head && !state && (head.total ?? 0) === 0 && Object.values(head.buckets ?? {}).every((n) => Number(n) === 0));
    });
    const { repaired, differing } = await this.setRight(model, lists, seen);
    this.lookAgain(model, differing, seen);
    return repaired;
  }

  /** Lists that are still in `unsettled`: the repair looks at them again (what a caller or test can see of it). */
  get unsettledLists(): string[] {
    return [...this.unsettled.keys()];
  }

  /** One more look at each list the repair left while it was written; one set right, agreeing, or too old leaves. */
  async settleUnsettled(): Promise<string[]> {
    // One pass at a time (each list takes HEAD_SETTLE_MS at least): a timer's pass finding one under way skips.
    if (this.settling) return [];
    this.settling = true;
    try {
      return await this.settleUnsettledOnce();
    } finally {
      this.settling = false;
    }
  }

  private async settleUnsettledOnce(): Promise<string[]> {
    const repaired: string[] = [];
    /** Lists whose kept figures are to be set again: those set right, and all of a look that failed part way. */
    const toTell: string[] = [];
    // The lists of one item collection together: one wait between their two looks.
    const byModel = new Map<Model<never>, string[]>();
    for (const [list, { model }] of this.unsettled) byModel.set(model, [...(byModel.get(model) ?? []), list]);
    for (const [model, lists] of byModel) {
      const seen = new Map(lists.flatMap((list) => (this.unsettled.get(list)?.seen ? [[list, this.unsettled.get(list)?.seen as SeenList] as const] : [])));
      // A look that failed part way may have set some of them right already: each is told again (telling is harmless),
      // none is answered as repaired.
      const outcome = await this.setRight(model, lists, seen).then(
        (looked) => ({ ...looked, toTell: looked.repaired }),
        () => ({ repaired: [] as string[], differing: lists, toTell: lists }),
      );
      repaired.push(...outcome.repaired);
      toTell.push(...outcome.toTell);
      for (const list of lists) {
        const since = this.unsettled.get(list)?.since ?? 0;
        if (!outcome.differing.includes(list) || Date.now() - since > UNSETTLED_FOR_MS) this.unsettled.delete(list);
      }
    }
    // What is kept from the heads set right is set again; when that fails, it is tried at the next look.
    if (this.onSetRight) for (const list of toTell) if (!this.untold.has(list)) this.untold.set(list, Date.now());
    const told = [...this.untold.keys()];
    if (told.length > 0) {
      const done = await this.onSetRight?.(told).then(
        () => true,
        () => false,
      );
      // Told, or failing for so long that the periodic repair (which sets every kept figure) is left to do it.
      for (const [list, since] of [...this.untold]) if (done || Date.now() - since > UNSETTLED_FOR_MS) this.untold.delete(list);
    }
    if (this.unsettled.size === 0 && this.untold.size === 0) {
      clearInterval(this.unsettledTimer);
      this.unsettledTimer = undefined;
    }
    return repaired;
  }

  /**
   * One list's head set to its items, as `repair` does (looked at twice, HEAD_SETTLE_MS apart): for a list an item's
   * write may have left wrong (its head's write failed after the item's, owed a recount). Answers `busy` when the head
   * still differs and is being written, so that a difference of its writers' could not be told from a lost one: to be
   * tried again.
   */
  async repairList(model: Model<never>, list: string, seen?: SeenList): Promise<'agrees' | 'repaired' | 'busy'> {
    const { repaired, differing } = await this.setRight(model, [list], new Map(seen ? [[list, seen]] : []));
    return differing.length > 0 ? 'busy' : repaired.length > 0 ? 'repaired' : 'agrees';
  }

  /** The heads of `lists` counted against their items (`seen`: what the caller's read of them found), set right where they differ. */
  private async setRight(model: Model<never>, lists: string[], seen: Map<string, SeenList>): Promise<{ repaired: string[]; differing: string[] }> {
    const differing: Array<{ list: string; head: string; buckets: Map<number, string> }> = [];
    for (const list of lists) {
      const found = await this.lock(list, () => this.countedAgainst(model, list, seen.get(list)));
      if (found.differs) differing.push({ list, head: found.head, buckets: bucketsOff(found.current, found.counted) });
    }
    if (differing.length === 0) return { repaired: [], differing: [] };
    await new Promise((resolve) => setTimeout(resolve, HEAD_SETTLE_MS));
    const repaired: string[] = [];
    const leftOff: string[] = [];
    for (const { list, head, buckets: offBefore } of differing) {
      const state = seen.get(list);
      // Set right whole, in part (the buckets off by the same figures at both looks; others may still be off), not at all.
      const fixed = await this.lock(list, async (): Promise<'agrees' | 'whole' | 'part' | 'none'> => {
        const again = await this.countedAgainst(model, list, state);
        if (!again.differs) return 'agrees';
        const next = Math.max(again.current?.next ?? 0, state?.next ?? 0);
        if (again.head === head) {
          // Not written since: the head is set to its items.
          const buckets = Object.fromEntries([...again.counted].filter(([, n]) => n > 0).map(([bucket, n]) => [bucketField(bucket), n]));
          const total = [...again.counted.values()].reduce((sum, n) => sum + n, 0);
          knownHeads.delete(this.headKey(list));
          await this.heads.updateOne({ _id: list }, { $set: { buckets, total, next } }, { upsert: true });
          return 'whole';
        } else {
          // Written since (a busy list, or a write under way then): only the buckets off by the same figures both
          // times are set right, by the difference, and the others are left to their writers (an item whose head moved
          // and whose own write comes a moment later changes its bucket's figures).
          const offNow = bucketsOff(again.current, again.counted);
          const steady = [...offNow].filter(([bucket, figures]) => offBefore.get(bucket) === figures).map(([bucket]) => bucket);
          if (steady.length === 0) return 'none';
          const moves = Object.fromEntries(steady.map((bucket) => [`buckets.${bucketField(bucket)}`, (again.counted.get(bucket) ?? 0) - storedIn(again.current, bucket)]));
          const total = Object.values(moves).reduce((sum, n) => sum + n, 0);
          knownHeads.delete(this.headKey(list));
          await this.heads.updateOne({ _id: list }, { $inc: { ...moves, total }, $max: { next } });
          // Another bucket may still be off (the one being written): then the list is looked at again too.
          return (await this.countedAgainst(model, list, state)).differs ? 'part' : 'whole';
        }
      });
      if (fixed === 'whole' || fixed === 'part') repaired.push(list);
      if (fixed === 'part' || fixed === 'none') leftOff.push(list);
    }
    return { repaired, differing: leftOff };
  }

  /**
   * A list's head as stored (and its figures as text, to tell whether it was written since) and its items counted by bucket, in the
   * buckets the caller's items or the head name (its lock held).
   */
  private async countedAgainst(model: Model<never>, list: string, state: SeenList | undefined) {
    const current = await this.heads.findById(list).lean<ListHead>();
    const bucketNumbers = new Set([...(state?.buckets.keys() ?? []), ...Object.keys(current?.buckets ?? {}).map((field) => Number(field.slice(1)))]);
    const counted = new Map<number, number>();
    for (const bucket of bucketNumbers) counted.set(bucket, await model.countDocuments({ lists: bucketId(list, bucket) } as never));
    const differs = !current || !sameCounts(current, counted) || current.next < (state?.next ?? 0);
    return { current, counted, differs, head: figuresOf(current) };
  }
}

/** The update paths (`buckets.<field>`) of a head's buckets that hold no item. */
function emptyBuckets(head: Pick<ListHead, 'buckets'> | null): string[] {
  return Object.entries(head?.buckets ?? {})
    .filter(([, n]) => Number(n) === 0)
    .map(([field]) => `buckets.${field}`);
}

/** What a head says a bucket holds. */
function storedIn(head: ListHead | null, bucket: number): number {
  return Number(head?.buckets?.[bucketField(bucket)] ?? 0);
}

/** The buckets whose stored count differs from their items counted, each with both figures as text (`stored/counted`). */
function bucketsOff(head: ListHead | null, counted: Map<number, number>): Map<number, string> {
  const off = new Map<number, string>();
  for (const [bucket, n] of counted) {
    const stored = storedIn(head, bucket);
    if (stored !== n) off.set(bucket, `${stored}/${n}`);
  }
  return off;
}

/** A head's figures as one text, its buckets in order: two reads of a head give the same text when nothing was written between. */
function figuresOf(head: ListHead | null): string {
  if (!head) return 'none';
  const buckets = Object.entries(head.buckets ?? {})
    .map(([field, n]) => `${field}=${Number(n)}`)
    .sort()
    .join(',');
  return `next=${head.next} total=${head.total ?? 0} ${buckets}`;
}

function sameCounts(head: ListHead, counted: Map<number, number>): boolean {
  const stored = new Map(
    Object.entries(head.buckets ?? {})
      .map(([field, n]) => [Number(field.slice(1)), Number(n)] as const)
      .filter(([, n]) => n !== 0),
  );
  const wanted = new Map([...counted].filter(([, n]) => n !== 0));
  if (stored.size !== wanted.size) return false;
  let total = 0;
  for (const [bucket, n] of wanted) {
    if (stored.get(bucket) !== n) return false;
    total += n;
  }
  return (head.total ?? 0) === total;
}

/**
 * Documents by id, for the few a page refers to (its albums, its users): one `findById` each, in parallel.
 * On FerretDB 1.x an `$in` reads the whole collection; an `_id` equality reads one document.
 */
export async function findByIds<T>(model: Model<never>, ids: Iterable<string>, projection?: Record<string, 0 | 1>): Promise<Map<string, T>> {
  const unique = [...new Set(ids)];
  const docs = await Promise.all(unique.map((id) => model.findById(id, projection as never).lean<T>()));
  const found = new Map<string, T>();
  unique.forEach((id, i) => {
    const doc = docs[i];
    if (doc) found.set(id, doc as T);
  });
  return found;
}
