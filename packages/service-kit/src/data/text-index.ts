import { LRUCache } from 'lru-cache';
import MiniSearch from 'minisearch';

/** Searches whose matches are kept until the indexed text changes. */
const KEPT_SEARCHES = 100;

/**
 * A search index of one service's own, in memory (ARCHITECTURE "A page costs a page": finding by words never
 * reads a collection). MiniSearch: small, no dependencies, no install script, with prefix and fuzzy matching and
 * relevance ranking (exact matches above prefix, prefix above one typo), which FlexSearch and a hand-made
 * regex scan do not give as simply. The service fills it from its store at start and keeps it current with
 * its writes; it holds the entries too, so a service can also rank or order them without reading the store.
 */
export class TextIndex<T extends { id: string }> {
  private readonly search: MiniSearch<T>;
  private readonly fields: Array<keyof T & string>;
  private readonly entries = new Map<string, T>();
  /**
   * The ids each recent search matched, best first, until an entry is added, replaced or removed: MiniSearch
   * scores every match (a word every album has costs as much as there are albums), so a search asked again,
   * as the popular ones are, costs only the page it answers.
   */
  private readonly matches = new LRUCache<string, string[]>({ max: KEPT_SEARCHES });

  /** `typos`: whether a word of five letters or more may match with one typo ("sumer" finds "summer"). */
  constructor(fields: Array<keyof T & string>, boost: Partial<Record<keyof T & string, number>> = {}, typos = true) {
    this.fields = fields;
    this.search = new MiniSearch<T>({
      fields,
      storeFields: [],
      searchOptions: {
        prefix: true,
        fuzzy: (term) => (typos && term.length >= 5 ? 1 : false),
        boost: boost as Record<string, number>,
        combineWith: 'AND',
      },
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get(id: string): T | undefined {
    return this.entries.get(id);
  }

  values(): IterableIterator<T> {
    return this.entries.values();
  }

  /** Adds an entry or replaces the one with its id. */
  put(entry: T): void {
    this.matches.clear();
    if (this.entries.has(entry.id)) this.search.replace(entry);
    else this.search.add(entry);
    this.entries.set(entry.id, entry);
  }

  remove(id: string): void {
    if (!this.entries.delete(id)) return;
    this.matches.clear();
    this.search.discard(id);
  }

  /** Everything anew (a rebuild from the store). */
  replaceAll(entries: Iterable<T>): void {
    this.matches.clear();
    this.search.removeAll();
    this.entries.clear();
    const all = [...entries];
    this.search.addAll(all);
    for (const entry of all) this.entries.set(entry.id, entry);
  }

  /**
   * Sets the index to `entries` (a periodic check against the store) changing only what differs: an entry whose
   * indexed text is the same is taken as it is without touching the search (its other figures may have moved),
   * others are put, and held entries missing from `entries` removed. Ids `leave` names are left as held (written
   * while `entries` were read: what is held is newer). Answers how many entries were put or removed.
   */
  reconcile(entries: Iterable<T>, leave: (id: string) => boolean = () => false): number {
    const seen = new Set<string>();
    let changed = 0;
    for (const entry of entries) {
      seen.add(entry.id);
      if (leave(entry.id)) continue;
      const held = this.entries.get(entry.id);
      if (held && this.fields.every((field) => held[field] === entry[field])) {
        this.entries.set(entry.id, entry);
        continue;
      }
      this.put(entry);
      changed += 1;
    }
    for (const id of [...this.entries.keys()]) {
      if (seen.has(id) || leave(id)) continue;
      this.remove(id);
      changed += 1;
    }
    return changed;
  }

  /** The entries matching every word of `text` (by its beginning, or with one typo), best first; at most `limit`. */
  find(text: string, filter?: (entry: T) => boolean, limit = Infinity): T[] {
    const query = text.trim().toLowerCase();
    let ids = this.matches.get(query);
    if (!ids) {
      ids = this.search.search(query).map((result) => String(result.id));
      this.matches.set(query, ids);
    }
    const found: T[] = [];
    for (const id of ids) {
      if (found.length >= limit) break;
      const entry = this.entries.get(id);
      if (entry && (!filter || filter(entry))) found.push(entry);
    }
    return found;
  }
}
