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
  /** Applies the deletion of an item held here; false when nothing was applied. */
  remove: (id: string) => Promise<boolean>;
}

/**
 * One read model compared with its source, each difference applied (the one way every repair from a source
 * goes): a source item missing here or newer than what is held is applied; a live item held here and absent
 * from the source is removed, when it was made well before the export began.
 */
export async function compareWithSource<T>({ held, source, began, identify, apply, remove }: Comparison<T>): Promise<RepairCounts> {
  const counts: RepairCounts = { source: 0, held: held.size, added: 0, updated: 0, removed: 0 };
  const seen = new Set<string>();
  for await (const item of source) {
    counts.source += 1;
    const { id, revision } = identify(item);
    seen.add(id);
    const mine = held.get(id);
    if (mine && (mine.deleted || mine.revision >= revision)) continue;
    if (await apply(item)) counts[mine ? 'updated' : 'added'] += 1;
  }
  for (const [id, mine] of held) {
    if (mine.deleted || seen.has(id) || mine.madeAt > began - SETTLE_MS) continue;
    if (await remove(id)) counts.removed += 1;
  }
  return counts;
}
