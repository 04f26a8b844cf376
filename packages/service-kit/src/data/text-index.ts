import MiniSearch from 'minisearch';

/**
 * A search index of one service's own, in memory (ARCHITECTURE "A page costs a page": finding by words never
 * reads a collection). MiniSearch: small, no dependencies, no install script, with prefix and fuzzy matching and
 * relevance ranking (exact matches above prefix, prefix above one typo), which FlexSearch and a hand-made
 * regex scan do not give as simply. The service fills it from its store at start and keeps it current with
 * its writes; it holds the entries too, so a service can also rank or order them without reading the store.
 */
export class TextIndex<T extends { id: string }> {
  private readonly search: MiniSearch<T>;
  private readonly entries = new Map<string, T>();

  /** `typos`: whether a word of five letters or more may match with one typo ("sumer" finds "summer"). */
  constructor(fields: Array<keyof T & string>, boost: Partial<Record<keyof T & string, number>> = {}, typos = true) {
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
    if (this.entries.has(entry.id)) this.search.replace(entry);
    else this.search.add(entry);
    this.entries.set(entry.id, entry);
  }

  remove(id: string): void {
    if (!this.entries.delete(id)) return;
    this.search.discard(id);
  }

  /** Everything anew (a rebuild from the store). */
  replaceAll(entries: Iterable<T>): void {
    this.search.removeAll();
    this.entries.clear();
    const all = [...entries];
    this.search.addAll(all);
    for (const entry of all) this.entries.set(entry.id, entry);
  }

  /** The entries matching every word of `text` (by its beginning, or with one typo), best first. */
  find(text: string, filter?: (entry: T) => boolean): T[] {
    const found: T[] = [];
    for (const result of this.search.search(text)) {
      const entry = this.entries.get(String(result.id));
      if (entry && (!filter || filter(entry))) found.push(entry);
    }
    return found;
  }
}
