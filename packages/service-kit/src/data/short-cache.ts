import { LRUCache } from 'lru-cache';

/** With `refreshAhead`, a value read after this share of its time is loaded again in the background (`through`). */
const REFRESH_AFTER = 0.7;

/** A load under way: when it began (the logical clock), its value, and the patches to apply to it once it lands. */
interface Loading<V> {
  started: number;
  value: Promise<V | null>;
  patches: Array<(value: V) => void>;
  landed: V | undefined;
}

export interface ShortCacheOptions {
  /** How long a value is kept; 0 keeps nothing (every read loads). */
  ttlMs: number;
  /** At most this many values (the least recently read go first). */
  max: number;
  /**
   * A value read in the last part of its time is loaded again by that reader in the background (`through`): the
   * readers of a busy key (a hot album's profile) never all wait for its load when it runs out. Costs up to a load
   * more per key and time; for keys read many times a second.
   */
  refreshAhead?: boolean;
}

/**
 * What a read may keep for a moment, the one way the services do it (README "Data at scale"): a bounded
 * lru-cache whose values expire after `ttlMs`. The writer of a value forgets it (`forget`) so its own instance
 * answers the change at once; other instances see it within `ttlMs`. A load that overlapped a `forget` of its
 * key is answered but not kept: it may hold what was there before the write.
 */
export class ShortCache<V extends object> {
  private readonly values: LRUCache<string, V> | null;
  /** When each key was last forgotten (a logical clock), to drop loads that overlapped it. */
  private readonly forgotten: LRUCache<string, number>;
  private clock = 0;
  private allForgottenAt = 0;
  /** Loads under way, by key: readers arriving meanwhile wait for the one load instead of starting theirs. */
  private readonly loading = new Map<string, Loading<V>>();

  /** How long before a value runs out a read loads it again (`refreshAhead`); 0: never. */
  private readonly refreshWithinMs: number;

  constructor(options: ShortCacheOptions) {
    this.refreshWithinMs = options.refreshAhead ? options.ttlMs * (1 - REFRESH_AFTER) : 0;
    this.values = options.ttlMs > 0 ? new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs, ttlAutopurge: false }) : null;
    this.forgotten = new LRUCache<string, number>({ max: options.max });
  }

  get(key: string): V | undefined {
    return this.values?.get(key);
  }

  /**
   * Changes the value of `key` in place where it is held, and the value of a load of it under way once it lands: a
   * change that says all there is to know of what it moves (a counter's new figure), so a load that overlapped it need
   * not be dropped. Changes of one key must come in the order of their writes.
   */
  patch(key: string, change: (value: V) => void): void {
    const held = this.get(key);
    if (held) change(held);
    const under = this.loading.get(key);
    if (!under) return;
    if (!under.landed) under.patches.push(change);
    else if (under.landed !== held) change(under.landed);
  }

  forget(key: string): void {
    this.values?.delete(key);
    this.forgotten.set(key, ++this.clock);
  }

  /** Forgets every value (a change that may touch any of them, such as an album's visibility for its files). */
  forgetAll(): void {
    this.values?.clear();
    this.allForgottenAt = ++this.clock;
  }

  private forgottenSince(key: string, started: number): boolean {
    return Math.max(this.forgotten.get(key) ?? 0, this.allForgottenAt) > started;
  }

  /**
   * The value held for `key`, else `load`'s (kept when `keep` says so; null is never kept). Readers that come while
   * a load of their key is under way wait for it and take its value when it may be kept (anyone's to read) and no
   * write forgot the key since it started; otherwise they load their own (a value not kept may be the first
   * reader's alone, such as a private album's profile for its owner).
   */
  async through(key: string, load: () => Promise<V | null>, keep: (value: V) => boolean = () => true): Promise<V | null> {
    const held = this.get(key);
    if (held) {
      // In the last part of its time (`refreshAhead`): this reader loads it again meanwhile.
      if (!this.loading.has(key) && (this.values?.getRemainingTTL(key) ?? Infinity) < this.refreshWithinMs) {
        this.load(key, load, keep, true).catch(() => undefined);
      }
      return held;
    }
    const under = this.values ? this.loading.get(key) : undefined;
    if (under) {
      const shared = await under.value.catch(() => null);
      if (shared && keep(shared) && !this.forgottenSince(key, under.started)) return shared;
    }
    return this.load(key, load, keep, !under);
  }

  /** `load`'s value, kept when `keep` says so and no write forgot the key meanwhile; `shared`: others may wait for it. */
  private async load(key: string, load: () => Promise<V | null>, keep: (value: V) => boolean, shared: boolean): Promise<V | null> {
    const started = this.clock;
    const entry: Loading<V> = {
      started,
      patches: [],
      landed: undefined,
      // Patches made while it loads apply to its value as it lands (the callback runs after `entry` is set).
      value: load().then((loaded) => {
        if (loaded) for (const change of entry.patches.splice(0)) change(loaded);
        entry.landed = loaded ?? undefined;
        return loaded;
      }),
    };
    if (shared && this.values) this.loading.set(key, entry);
    try {
      const loaded = await entry.value;
      if (loaded && keep(loaded)) this.keep(key, loaded, started);
      return loaded;
    } finally {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    }
  }

  /** The values of many keys: those held, and the others from one `loadMissing` call. */
  async many(keys: Iterable<string>, loadMissing: (keys: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>> {
    const found = new Map<string, V>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const held = this.get(key);
      if (held) found.set(key, held);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const started = this.clock;
    for (const [key, value] of await loadMissing(missing)) {
      found.set(key, value);
      this.keep(key, value, started);
    }
    return found;
  }

  private keep(key: string, value: V, started: number): void {
    if (this.forgottenSince(key, started)) return;
    this.values?.set(key, value);
  }
}
