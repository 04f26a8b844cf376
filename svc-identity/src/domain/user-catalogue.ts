import { pacedScan, TextIndex, type Logger } from '@abialbum/service-kit';
import type { UserRecord, UserStore } from '../store/user.store';

interface CatalogueEntry {
  id: string;
  name: string;
  email: string;
  phone: string;
  createdAt: number;
}

const entryOf = (user: UserRecord): CatalogueEntry => ({
  id: user._id.toString(),
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  createdAt: new Date(user.createdAt).getTime(),
});
const newestFirst = (a: CatalogueEntry, b: CatalogueEntry) => b.createdAt - a.createdAt || b.id.localeCompare(a.id);
/** A query of digits and phone punctuation ("555-0100") is a phone number: its digits are searched as one. */
const PHONE_LIKE = /^[\d\s().+-]+$/;
/** Users read between two pauses of a check (one round trip each). */
const CHECK_BATCH = 100;

/**
 * Every user, in memory, for the admin's list (README "Data at scale"): newest first, or those whose name,
 * e-mail address or phone matches every word of a search (a word's beginning, one typo in a longer word).
 * Built from the store at start, kept current by this instance's writes (UserStore tells each change), and
 * checked against the store every `refreshMs` (another instance's sign-ups reach it then): a paced read of every
 * user that changes only the entries that differ. The page's users are then read by id.
 */
export class UserCatalogue {
  // No typos: an admin looks for a precise person (one digit off is another phone number).
  private readonly index = new TextIndex<CatalogueEntry>(['name', 'email', 'phone'], { name: 2 }, false);
  private newest: CatalogueEntry[] | null = null;
  private timer?: NodeJS.Timeout;
  /** Users written during a check: what the check read of them may be older than what is held. */
  private writtenDuringCheck: Set<string> | null = null;

  constructor(
    private readonly users: Pick<UserStore, 'findById' | 'all' | 'live'>,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  async rebuild(): Promise<number> {
    this.index.replaceAll((await this.users.all()).map(entryOf));
    this.newest = null;
    return this.index.size;
  }

  /** Every user read again at a quarter of a core, the entries that differ set right; answers how many. */
  async check(): Promise<number> {
    if (this.writtenDuringCheck) return 0;
    const written = new Set<string>();
    this.writtenDuringCheck = written;
    try {
      const users = await pacedScan(this.users.live(CHECK_BATCH), { batch: CHECK_BATCH });
      const changed = this.index.reconcile(users.map(entryOf), (id) => written.has(id));
      if (changed > 0) this.newest = null;
      return changed;
    } finally {
      this.writtenDuringCheck = null;
    }
  }

  start(refreshMs = 10 * 60_000): void {
    this.timer = setInterval(() => void this.check().catch((err: Error) => this.logger?.warn({ err: err.message }, 'user catalogue not checked')), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async refresh(userId: string): Promise<void> {
    this.writtenDuringCheck?.add(userId);
    const user = await this.users.findById(userId);
    if (user) this.index.put(entryOf(user));
    else this.index.remove(userId);
    this.newest = null;
  }

  page(search: string | null, skip: number, limit: number): { ids: string[]; total: number } {
    let entries: CatalogueEntry[];
    if (search?.includes('@')) {
      // An address, or its beginning: matched as written (its words alone would match others' addresses too).
      const address = search.toLowerCase();
      entries = [...this.index.values()].filter((entry) => entry.email.toLowerCase().includes(address)).sort(newestFirst);
    } else if (search) {
      const phone = PHONE_LIKE.test(search) ? search.replace(/\D/g, '') : '';
      entries = this.index.find(phone.length >= 3 ? phone : search).sort(newestFirst);
    } else {
      entries = this.newest ??= [...this.index.values()].sort(newestFirst);
    }
    return { ids: entries.slice(skip, skip + limit).map((entry) => entry.id), total: entries.length };
  }
}
