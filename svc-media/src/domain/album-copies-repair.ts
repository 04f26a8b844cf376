import type { AlbumEventData, MembershipState, SectionEventData } from '@abialbum/contracts';
import { Types } from 'mongoose';
import type { AlbumAccessStore } from '../store/album-access.store';
import type { AlbumLifecycle } from './album-lifecycle';

/** svc-albums' exports: every live album and section as their newest events tell them, every approved membership. */
export interface AlbumSources {
  albums: () => AsyncIterable<AlbumEventData>;
  sections: () => AsyncIterable<SectionEventData>;
  members: () => AsyncIterable<MembershipState>;
}

export interface CopyCounts {
  /** What the source holds, and what is held here (deletions and removals included). */
  source: number;
  held: number;
  /** Missing here, or held older: applied as their events would have been. */
  added: number;
  updated: number;
  /** Held here, gone at the source: their deletion or removal never arrived (an album's media go with it). */
  removed: number;
}

export interface AlbumCopiesReport {
  albums: CopyCounts;
  sections: CopyCounts;
  members: CopyCounts;
}

/** An album or section made this long before the export began is in it if its source holds it. */
const SETTLE_MS = 60_000;
/** svc-albums' ids are ObjectIds: when each was made. */
const madeAt = (id: string) => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id).getTimestamp().getTime() : 0);
const counts = (held: number): CopyCounts => ({ source: 0, held, added: 0, updated: 0, removed: 0 });

/**
 * svc-media's copies of svc-albums' albums, sections and memberships (who may see and add to what) compared with
 * their source and repaired (issue 12 "anti-entropy"), each difference applied through the same lifecycle its
 * lost event would have gone through. Safe while the service runs; a second run finds nothing.
 */
export class AlbumCopiesRepair {
  constructor(private readonly deps: { albums: AlbumAccessStore; lifecycle: AlbumLifecycle; sources: AlbumSources }) {}

  async run(): Promise<AlbumCopiesReport> {
    const began = Date.now();
    const held = await this.deps.albums.held();
    const { lifecycle, sources } = this.deps;

    const albums = counts(held.albums.size);
    const liveAlbums = new Set<string>();
    for await (const album of sources.albums()) {
      albums.source += 1;
      liveAlbums.add(album.albumId);
      const mine = held.albums.get(album.albumId);
      if (mine && (mine.deleted || mine.revision >= album.revision)) continue;
      await lifecycle.albumChanged(album);
      albums[mine ? 'updated' : 'added'] += 1;
    }
    for (const [id, mine] of held.albums) {
      if (mine.deleted || liveAlbums.has(id) || madeAt(id) > began - SETTLE_MS) continue;
      await lifecycle.albumDeleted({ albumId: id, ownerId: mine.ownerId, title: mine.title, description: '', isPublic: mine.isPublic, isBlocked: mine.isBlocked, revision: mine.revision });
      albums.removed += 1;
    }

    const sections = counts(held.sections.size);
    const liveSections = new Set<string>();
    for await (const section of sources.sections()) {
      sections.source += 1;
      liveSections.add(section.sectionId);
      if (held.sections.has(section.sectionId)) continue; // a section carries nothing else here; a deletion is final
      await lifecycle.sectionChanged(section);
      sections.added += 1;
    }
    for (const [id, mine] of held.sections) {
      if (mine.deleted || liveSections.has(id) || madeAt(id) > began - SETTLE_MS) continue;
      await lifecycle.sectionDeleted({ sectionId: id, albumId: mine.albumId, ownerId: '', title: '', isSharedAlbum: false });
      sections.removed += 1;
    }

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
