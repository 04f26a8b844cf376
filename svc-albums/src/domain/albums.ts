import type { AlbumFiles } from './album-files';
import { albumMessages, type Album, type AlbumCreate, type AlbumUpdate } from '@abialbum/contracts';
import { ConflictError } from '@abialbum/service-kit';
import { albumEvent } from '../events/album-events';
import { DuplicateAlbumError, type AlbumStore } from '../store/album.store';
import type { AlbumHighlightStore } from '../store/album-highlight.store';
import type { AlbumMediaStore } from '../store/album-media.store';
import type { FollowStore } from '../store/follow.store';
import type { JoinRequestStore } from '../store/join-request.store';
import type { SectionStore } from '../store/section.store';
import { definedOnly } from './changes';
import { owned, requireId, type Viewer } from './access';
import type { Membership } from './membership';
import type { Owners } from './owners';
import { albumView } from './views';

export interface AlbumsDeps {
  albums: AlbumStore;
  files: AlbumFiles;
  sections: SectionStore;
  follows: FollowStore;
  joinRequests: JoinRequestStore;
  media: AlbumMediaStore;
  highlights: AlbumHighlightStore;
  owners: Owners;
  membership: Membership;
  onEventsWritten: () => void;
}

/** An owner's one personal album (SPEC 5 "Album", 7 "Albums"). */
export class Albums {
  constructor(private readonly deps: AlbumsDeps) {}

  async create(ownerId: string, input: Required<Omit<AlbumCreate, 'comments'>> & Pick<AlbumCreate, 'comments'>): Promise<Album> {
    const { albums, owners } = this.deps;
    const owner = await owners.lookup(ownerId);
    let album;
    try {
      album = await albums.create({ ownerId, title: input.title, description: input.description, isPublic: input.isPublic, allowDownloads: input.allowDownloads, comments: input.comments, owner }, albumEvent('album.created'));
    } catch (err) {
      if (err instanceof DuplicateAlbumError) throw new ConflictError(albumMessages.albumExists, 'ALBUM_EXISTS');
      throw err;
    }
    this.deps.onEventsWritten();
    const newer = await owners.catchUp(ownerId, owner);
    const created = newer ? { ...album, owner: newer } : album;
    return albumView(created, this.deps.files.of(created));
  }

  async mine(ownerId: string): Promise<Album[]> {
    const album = await this.deps.albums.findByOwner(ownerId);
    return album ? [albumView(album, this.deps.files.of(album))] : [];
  }

  async get(id: string, viewer: Viewer): Promise<Album> {
    const album = await this.deps.membership.readable(await this.deps.albums.findLive(requireId(id)), viewer);
    return albumView(album, this.deps.files.of(album));
  }

  async update(albumId: string, userId: string, changes: AlbumUpdate): Promise<Album> {
    const { albums } = this.deps;
    const id = requireId(albumId);
    const updated = await albums.exclusive(id, async () => {
      owned(await albums.findLive(id), userId);
      return owned(await albums.update(id, definedOnly(changes), albumEvent('album.updated')), userId);
    });
    this.deps.onEventsWritten();
    return albumView(updated, this.deps.files.of(updated));
  }

  /** Marks the album deleted with album.deleted, then removes what hangs on it: sections, follows, join requests, media. */
  async remove(albumId: string, userId: string): Promise<void> {
    const { albums, sections, follows, joinRequests, media, highlights } = this.deps;
    const id = requireId(albumId);
    await albums.exclusive(id, async () => {
      owned(await albums.findLive(id), userId);
      await albums.markDeleted(id, albumEvent('album.deleted'));
    });
    this.deps.onEventsWritten();
    await Promise.all([sections, follows, joinRequests, media, highlights].map((store) => store.deleteAllOf([id])));
  }
}
