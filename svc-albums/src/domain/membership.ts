import type { JoinRequestStore } from '../store/join-request.store';
import type { StoredAlbum } from '../store/album.store';
import { isOwner, readable, type Viewer } from './access';

/**
 * Who may read an album: `readable` (its owner, anyone while public), and the approved members of a private
 * one. The membership is looked up only when the album is private, so public reads cost nothing more.
 */
export class Membership {
  constructor(private readonly deps: { joinRequests: JoinRequestStore }) {}

  isMember(albumId: string, userId: string): Promise<boolean> {
    return this.deps.joinRequests.isApproved(albumId, userId);
  }

  async readable(album: StoredAlbum | null, viewer: Viewer): Promise<StoredAlbum> {
    const privateToViewer = album && !album.isPublic && !album.isBlocked && !album.owner.isBlocked && !isOwner(album, viewer);
    if (privateToViewer && viewer?.role === 'user' && (await this.isMember(album.id, viewer.userId))) return album;
    return readable(album, viewer);
  }
}
