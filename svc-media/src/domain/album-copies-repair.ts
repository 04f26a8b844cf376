import { compareWithSource, madeAtOf, type AlbumExports, type HeldVersion, type RepairCounts } from '@abialbum/service-kit';
import type { AlbumAccessStore } from '../store/album-access.store';
import type { AlbumLifecycle } from './album-lifecycle';

/** svc-albums' exports: every live album and section as their newest events tell them, every approved membership. */
export type AlbumSources = AlbumExports;

export interface AlbumCopiesReport {
  albums: RepairCounts;
  sections: RepairCounts;
  members: RepairCounts;
}

const counts = (held: number): RepairCounts => ({ source: 0, held, added: 0, updated: 0, removed: 0 });

/**
 * svc-media's copies of svc-albums' albums, sections and memberships (who may see and add to what) compared with
 * their source and repaired (issue 12 "anti-entropy"), each difference applied through the same lifecycle its
 * lost event would have gone through. Safe while the service runs; a second run finds nothing.
 */
export class AlbumCopiesRepair {
  constructor(private readonly deps: { albums: AlbumAccessStore; lifecycle: AlbumLifecycle; sources: AlbumSources; recheckMs?: number }) {}

  async run(): Promise<AlbumCopiesReport> {
    const began = Date.now();
    const { lifecycle, sources, recheckMs } = this.deps;
    // What is held, as the last look read it: a deletion applied after the second look names the copy as it is then.
    let held = await this.deps.albums.held();
    const albumVersions = () => new Map([...held.albums].map(([id, album]) => [id, { revision: album.revision, deleted: album.deleted, madeAt: madeAtOf(id) }]));
    const sectionVersions = () => new Map([...held.sections].map(([id, section]) => [id, { revision: 1, deleted: section.deleted, madeAt: madeAtOf(id) }]));
    // With `recheckMs`, only the differences still there at a look that long after the pass are applied
    // (compareWithSource `recheck`): an event on its way, during a deploy, is not applied twice.
    const again = (versions: () => Map<string, HeldVersion>) =>
      recheckMs
        ? {
            afterMs: recheckMs,
            held: async () => {
              held = await this.deps.albums.held();
              return versions();
            },
          }
        : undefined;

    const albums = await compareWithSource({
      began,
      held: albumVersions(),
      recheck: again(albumVersions),
      source: sources.albums(),
      identify: (album) => ({ id: album.albumId, revision: album.revision }),
      apply: async (album) => {
        await lifecycle.albumChanged(album);
        return true;
      },
      remove: async (id) => {
        const mine = held.albums.get(id);
        if (!mine) return false;
        await lifecycle.albumDeleted({ albumId: id, ownerId: mine.ownerId, title: mine.title, description: '', isPublic: mine.isPublic, allowDownloads: mine.allowDownloads, comments: mine.comments, isBlocked: mine.isBlocked, revision: mine.revision });
        return true;
      },
    });

    // A section carries nothing else here (every one at revision 1), and its deletion is final.
    const sections = await compareWithSource({
      began,
      held: sectionVersions(),
      recheck: again(sectionVersions),
      source: sources.sections(),
      identify: (section) => ({ id: section.sectionId, revision: 1 }),
      apply: async (section) => {
        await lifecycle.sectionChanged(section);
        return true;
      },
      remove: async (id) => {
        const mine = held.sections.get(id);
        if (!mine) return false;
        await lifecycle.sectionDeleted({ sectionId: id, albumId: mine.albumId, ownerId: '', title: '', isSharedAlbum: false });
        return true;
      },
    });

    const members = counts(held.members.size);
    const liveMembers = new Set<string>();
    for await (const member of sources.members()) {
      members.source += 1;
      const key = `${member.albumId}:${member.userId}`;
      liveMembers.add(key);
      const mine = held.members.get(key);
      // A removal held here newer than this approval: a later event decided it.
      if (mine && (mine.isMember || mine.at.getTime() >= Date.parse(member.since))) continue;
      await lifecycle.memberChanged(member.albumId, member.userId, true, member.since);
      members[mine ? 'updated' : 'added'] += 1;
    }
    for (const [key, mine] of held.members) {
      if (!mine.isMember || liveMembers.has(key)) continue;
      // Removed as of the export's start: an approval after it (a newer event) still wins.
      await lifecycle.memberChanged(mine.albumId, mine.userId, false, new Date(began).toISOString());
      members.removed += 1;
    }
    return { albums, sections, members };
  }
}
