import type { AlbumFiles } from './album-files';
import type { Album, JoinRequestList, JoinRequestStatus, JoinRequestWithUser, MyJoinRequest, UploadPermission } from '@abialbum/contracts';
import type { UserDirectory } from '@abialbum/service-kit';
import type { AlbumStore, StoredAlbum } from '../store/album.store';
import type { JoinRequestStore, StoredJoinRequest } from '../store/join-request.store';
import type { UserContactStore } from '../store/user-contact.store';
import { albumNotFound, owned, readable, requireId } from './access';
import { albumView, joinRequestView, ownerView } from './views';

export interface JoinRequestReadsDeps {
  albums: AlbumStore;
  files: AlbumFiles;
  joinRequests: JoinRequestStore;
  directory: UserDirectory;
  contacts: UserContactStore;
}

/**
 * The newest requests an answer lists (a page: its cost must not grow with the album); the counts of each
 * status stay exact, and a decided request makes room for the next one.
 */
export const JOIN_REQUESTS_LIST_MAX = 50;
/** A user's own requests and memberships: the newest this many. */
export const MY_REQUESTS_MAX = 100;

const byId = (albums: StoredAlbum[]) => new Map(albums.map((album) => [album.id, album]));

/** What owners and members read about joining (SPEC 7 "Join requests", "Users"). */
export class JoinRequestReads {
  constructor(private readonly deps: JoinRequestReadsDeps) {}

  /** The owner's list, newest first, with who asked and the count of each status. */
  async forOwner(albumId: string, ownerId: string, status: JoinRequestStatus | undefined): Promise<JoinRequestList> {
    const { albums, joinRequests } = this.deps;
    const album = owned(await albums.findLive(requireId(albumId)), ownerId);
    const [requests, counts] = await Promise.all([joinRequests.listByAlbum(album.id, status, JOIN_REQUESTS_LIST_MAX), joinRequests.countsByStatus(album.id)]);
    return { requests: await this.withUsers(requests), counts };
  }

  /** The requester's own requests, newest first, with the album each is for (albums gone or blocked left out). */
  async mine(userId: string): Promise<MyJoinRequest[]> {
    const requests = await this.deps.joinRequests.listByUser(userId, MY_REQUESTS_MAX);
    const [albums, withUser] = await Promise.all([
      this.deps.albums.findUnblockedMany(requests.map((request) => request.albumId)).then(byId),
      this.withUsers(requests),
    ]);
    return withUser.flatMap((request) => {
      const album = albums.get(request.albumId);
      return album ? [{ ...request, album: { id: album.id, title: album.title, owner: ownerView(album) } }] : [];
    });
  }

  /** SPEC 4 "Owner detection": the owner and approved members may upload; the rest see where their request is. */
  async uploadPermission(albumId: string, userId: string): Promise<UploadPermission> {
    const album = await this.deps.albums.findLive(requireId(albumId));
    if (!album || album.isBlocked || album.owner.isBlocked) throw albumNotFound();
    if (album.ownerId === userId) return { canUpload: true, isOwner: true, isMember: false, requestStatus: 'NONE', rejectionReason: null, requestId: null };
    const request = await this.deps.joinRequests.findFor(album.id, userId);
    const isMember = request?.status === 'APPROVED';
    if (!isMember) readable(album, { userId, role: 'user' });
    return {
      canUpload: isMember,
      isOwner: false,
      isMember,
      requestStatus: request?.status ?? 'NONE',
      rejectionReason: request?.status === 'REJECTED' ? request.rejectionReason : null,
      requestId: request?.id ?? null,
    };
  }

  /**
   * Who asked: the copy on the request (a page costs a page: no user read per row); a request kept before the copy
   * existed looks its user up in the user directory and the contacts read model.
   */
  private async withUsers(requests: StoredJoinRequest[]): Promise<JoinRequestWithUser[]> {
    const missing = requests.filter((request) => !request.requester).map((request) => request.userId);
    const [users, emails] = missing.length > 0 ? await Promise.all([this.deps.directory.getMany(missing), this.deps.contacts.emails(missing)]) : [new Map(), new Map()];
    return requests.map((request) => {
      const user = request.requester ?? users.get(request.userId);
      const email = request.requester ? request.requester.email : emails.get(request.userId);
      const name = user?.name ?? '';
      return {
        ...joinRequestView(request),
        user: { id: request.userId, name, fullName: name, ...(email ? { email } : {}), profileImage: user?.profileImage ?? null },
      };
    });
  }

  /** The albums the user is an approved member of, the most recently joined first. */
  async joinedAlbums(userId: string): Promise<Album[]> {
    const ids = await this.deps.joinRequests.approvedAlbumIds(userId, MY_REQUESTS_MAX);
    const albums = byId(await this.deps.albums.findUnblockedMany(ids));
    return ids.flatMap((id) => {
      const album = albums.get(id);
      return album ? [albumView(album, this.deps.files.of(album))] : [];
    });
  }
}
