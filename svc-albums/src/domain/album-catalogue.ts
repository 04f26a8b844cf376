import { pacedScan, TextIndex, type Logger } from '@abialbum/service-kit';
import type { AlbumChange, AlbumStore, StoredAlbum } from '../store/album.store';

interface CatalogueEntry {
  id: string;
  title: string;
  description: string;
  ownerName: string;
  /** What a visitor may find: public, not blocked, owner not blocked. */
  visible: boolean;
  followers: number;
  views: number;
  createdAt: number;
}

const entryOf = (album: StoredAlbum): CatalogueEntry => ({
  id: album.id,
  title: album.title,
  description: album.description,
  ownerName: album.owner.name,
  visible: album.isPublic && !album.isBlocked && !album.owner.isBlocked,
  followers: album.followers,
  views: album.views,
  createdAt: album.createdAt.getTime(),
});

const byFollowers = (a: CatalogueEntry, b: CatalogueEntry) => b.followers - a.followers || b.views - a.views || a.id.localeCompare(b.id);
const newestFirst = (a: CatalogueEntry, b: CatalogueEntry) => b.createdAt - a.createdAt || b.id.localeCompare(a.id);
/** Most followed is ranked again at most this often (a follow moves it a little; the ranking reads them all). */
const RANKING_MS = 1_000;
/** Albums read between two pauses of a check (one round trip each). */
const CHECK_BATCH = 100;

/**
 * Every live album, in memory, for the reads across the platform (README "Data at scale"): search by title,
 * description or owner name (a word's beginning, one typo), most followed, and the admin's list, newest first
 * or searched. Built from the store at start, kept current by this instance's own writes (AlbumStore tells each
 * change), and checked against the store every `refreshMs` (so writes of another instance reach it too): a paced
 * read of every album that changes only the entries that differ. The answers' albums are then read by id: their
 * figures are the stored ones.
 */
export class AlbumCatalogue {
  private readonly index = new TextIndex<CatalogueEntry>(['title', 'description', 'ownerName'], { title: 3, ownerName: 1.5 });
  private newest: CatalogueEntry[] | null = null;
  private ranked: { at: number; entries: CatalogueEntry[] } | null = null;
  private timer?: NodeJS.Timeout;
  /** Albums written during a check: what the check read of them may be older than what is held. */
  private writtenDuringCheck: Set<string> | null = null;

  constructor(
    private readonly albums: Pick<AlbumStore, 'findLive' | 'allLive' | 'live'>,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  async rebuild(): Promise<number> {
    this.index.replaceAll((await this.albums.allLive()).map(entryOf));
    this.reorder();
    return this.index.size;
  }

  /** Every album read again at a quarter of a core, the entries that differ set right; answers how many. */
  async check(): Promise<number> {
    if (this.writtenDuringCheck) return 0;
    const written = new Set<string>();
    this.writtenDuringCheck = written;
    try {
      const albums = await pacedScan(this.albums.live(CHECK_BATCH), { batch: CHECK_BATCH });
      const changed = this.index.reconcile(albums.map(entryOf), (id) => written.has(id));
      this.reorder();
      return changed;
    } finally {
      this.writtenDuringCheck = null;
    }
  }

  start(refreshMs = 10 * 60_000): void {
    this.timer = setInterval(() => void this.check().catch((err: Error) => this.logger?.warn({ err: err.message }, 'album catalogue not checked')), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * An album was written: a counter moves in memory (the ranking follows within RANKING_MS), what the catalogue
   * lists is read again, a change only the profile shows is not its business.
   */
  async changed(albumId: string, change: AlbumChange): Promise<void> {
    if (change === 'profile') return;
    this.writtenDuringCheck?.add(albumId);
    if (change === 'listing') return this.refresh(albumId);
    const entry = this.index.get(albumId);
    if (!entry) return;
    entry.followers = change.followers ?? entry.followers;
    entry.views = change.views ?? entry.views;
  }

  /** An album's entry as stored now (gone when it is deleted). */
  async refresh(albumId: string): Promise<void> {
    this.writtenDuringCheck?.add(albumId);
    const album = await this.albums.findLive(albumId);
    if (album) this.index.put(entryOf(album));
    else this.index.remove(albumId);
    this.reorder();
  }

  /** Visible albums matching every word, best first. */
  search(text: string, limit: number): string[] {
    return this.index.find(text, (entry) => entry.visible, limit).map((entry) => entry.id);
  }

  mostFollowed(limit: number): string[] {
    if (!this.ranked || Date.now() - this.ranked.at > RANKING_MS) {
      this.ranked = { at: Date.now(), entries: [...this.index.values()].filter((entry) => entry.visible).sort(byFollowers) };
    }
    return this.ranked.entries.slice(0, limit).map((entry) => entry.id);
  }

  /** The admin's list: every live album (blocked ones too), newest first, or those matching `search`. */
  adminPage(search: string | null, skip: number, limit: number): { ids: string[]; total: number } {
    let entries: CatalogueEntry[];
    if (search) entries = this.index.find(search).sort(newestFirst);
    else entries = this.newest ??= [...this.index.values()].sort(newestFirst);
    return { ids: entries.slice(skip, skip + limit).map((entry) => entry.id), total: entries.length };
  }

  private reorder(): void {
    this.newest = null;
    this.ranked = null;
  }
}
