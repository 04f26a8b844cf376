import { Types } from 'mongoose';

/** What a repair from a source found and fixed (README "When something fails"). */
export interface RepairCounts {
  /** Items the source holds, and items held here (deletions kept as tombstones included). */
  source: number;
  held: number;
  /** Missing here, or held at an older revision: applied as their events would have been. */
  added: number;
  updated: number;
  /** Held here, gone at the source: their deletion never arrived. */
  removed: number;
}

/** Enough of an item kept from another service's events to tell whether its source holds something newer. */
export interface HeldVersion {
  revision: number;
  /** Deleted or removed: kept as a tombstone, final. */
  deleted: boolean;
  /** When the item was made (ms): one made after the export began may be missing from it. */
  madeAt: number;
}

/** An item made this long before an export began is in it if its source holds it. */
const SETTLE_MS = 60_000;

/** When an ObjectId was made (ms); 0 for an id that is none. */
export const madeAtOf = (id: string): number => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id).getTimestamp().getTime() : 0);

export interface Comparison<T> {
  held: Map<string, HeldVersion>;
  /** The source's items; its reader throws on a cut-off export, and nothing is then taken as deleted. */
  source: AsyncIterable<T>;
  /** When the export was asked for. */
  began: number;
  identify: (item: T) => { id: string; revision: number };
  /** Applies an item of the source as its event would have been; false when nothing was kept of it. */
  apply: (item: T) => Promise<boolean>;
  /**
   * Applies the deletion of an item held here; false when nothing was applied. Without it, nothing is taken as deleted
   * (a source that never deletes, as identity's users).
   */
  remove?: (id: string) => Promise<boolean>;
  /**
   * A second look: what is held, read again `afterMs` after the pass (and again each `afterMs` while differences
   * close meanwhile, up to MAX_LOOKS), and a difference applied only when it is still there. A repair runs while events are consumed, and one on the way (a consumer behind, during a deploy) would
   * else be applied twice, each time taking its document's lock from the consumer: a new svc-albums instance's repair
   * at start took 84 s so, its 121 changes each waiting for the hot album's lease (the full rolling drill).
   */
  recheck?: { afterMs: number; held: () => Promise<Map<string, HeldVersion>> };
}

/** Differences kept for the second look at most; those found beyond are applied at once. */
const MAX_RECHECKED = 1_000;
/** Looks at most: a consumer still catching up after them is no reason to wait longer. */
const MAX_LOOKS = 12;

/** A held item still behind the source's (or absent): its difference stands. */
const behind = (mine: HeldVersion | undefined, revision: number) => !mine || (!mine.deleted && mine.revision < revision);

/**
 * One read model compared with its source, each difference applied (the one way every repair from a source
 * goes): a source item missing here or newer than what is held is applied; a live item held here and absent
 * from the source is removed, when it was made well before the export began. With `recheck`, only the differences
 * still there at a second look are applied.
 */
export async function compareWithSource<T>({ held, source, began, identify, apply, remove, recheck }: Comparison<T>): Promise<RepairCounts> {
  const counts: RepairCounts = { source: 0, held: held.size, added: 0, updated: 0, removed: 0 };
  const seen = new Set<string>();
  const newer: Array<{ item: T; id: string; revision: number; updated: boolean }> = [];
  for await (const item of source) {
    counts.source += 1;
    const { id, revision } = identify(item);
    seen.add(id);
    const mine = held.get(id);
    if (!behind(mine, revision)) continue;
    // Many differences are no events on the way (a read model built afresh): applied at once, none kept in memory.
    if (recheck && newer.length < MAX_RECHECKED) newer.push({ item, id, revision, updated: Boolean(mine) });
    else if (await apply(item)) counts[mine ? 'updated' : 'added'] += 1;
  }
  const gone = remove ? [...held].filter(([id, mine]) => !mine.deleted && !seen.has(id) && mine.madeAt <= began - SETTLE_MS).map(([id]) => id) : [];
  let now = held;
  if (recheck && newer.length + gone.length > 0) {
    // Looked at again while the differences close (the consumer catching up on a backlog), until a look finds none
    // closed since the one before: those left are lost, not on their way.
    const open = (view: Map<string, HeldVersion>) =>
      newer.filter(({ id, revision }) => behind(view.get(id), revision)).length + gone.filter((id) => view.get(id)?.deleted === false).length;
    let left = open(held);
    for (let look = 1; look <= MAX_LOOKS; look++) {
      await new Promise((resolve) => setTimeout(resolve, recheck.afterMs));
      now = await recheck.held();
      const still = open(now);
      if (still === 0 || still >= left) break;
      left = still;
    }
  }
  for (const { item, id, revision, updated } of newer) {
    if (behind(now.get(id), revision) && (await apply(item))) counts[updated ? 'updated' : 'added'] += 1;
  }
  for (const id of gone) {
    const mine = now.get(id);
    if (mine && !mine.deleted && (await remove?.(id))) counts.removed += 1;
  }
  return counts;
}
