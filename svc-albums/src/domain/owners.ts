import type { UserSnapshot } from '@abialbum/contracts';
import type { DirectoryUser, UserDirectory } from '@abialbum/service-kit';
import type { AlbumOwnerInfo } from '../store/album.model';
import type { AlbumStore } from '../store/album.store';
import type { JoinRequestStore, RequesterInfo } from '../store/join-request.store';
import type { UserContactStore } from '../store/user-contact.store';

type OwnerFields = Pick<DirectoryUser, 'name' | 'profileImage' | 'city' | 'country' | 'isBlocked' | 'revision'>;

/** An owner this service has not heard of yet: shown as 'Unknown' by the screens until user.* arrives. */
export const UNKNOWN_OWNER: AlbumOwnerInfo = { name: '', profileImage: null, city: null, country: null, isBlocked: false, revision: 0 };

export const ownerInfo = (user: OwnerFields | null): AlbumOwnerInfo =>
  user
    ? { name: user.name, profileImage: user.profileImage, city: user.city, country: user.country, isBlocked: user.isBlocked, revision: user.revision }
    : UNKNOWN_OWNER;

/**
 * The owners read model: the user directory (who is blocked, follower and requester names), the copy of the
 * owner on each of their albums (profile, search and lists read it with the album, in one query), and the
 * e-mail addresses that owners see on join requests.
 */
export class Owners {
  constructor(private readonly deps: { directory: UserDirectory; albums: AlbumStore; contacts: UserContactStore; joinRequests: JoinRequestStore }) {}

  async lookup(userId: string): Promise<AlbumOwnerInfo> {
    return ownerInfo(await this.deps.directory.get(userId));
  }

  async apply(snapshot: UserSnapshot): Promise<void> {
    await Promise.all([this.deps.directory.apply(snapshot), this.deps.contacts.apply(snapshot)]);
    const { userId, name, profileImage, email, revision } = snapshot;
    await Promise.all([
      this.deps.albums.refreshOwner(userId, ownerInfo(snapshot)),
      this.deps.joinRequests.refreshRequester(userId, { name, profileImage, email, revision }),
    ]);
  }

  /** Who is asking to join, as the owner's list of requests shows them (copied onto the request). */
  async requester(userId: string): Promise<RequesterInfo | null> {
    const [user, emails] = await Promise.all([this.deps.directory.get(userId), this.deps.contacts.emails([userId])]);
    return user ? { name: user.name, profileImage: user.profileImage, email: emails.get(userId) ?? null, revision: user.revision } : null;
  }

  /** An album created while a user event was on its way: brings its owner copy up to date (the newer one, or null). */
  async catchUp(ownerId: string, held: AlbumOwnerInfo): Promise<AlbumOwnerInfo | null> {
    const latest = await this.deps.directory.get(ownerId);
    if (!latest || latest.revision <= held.revision) return null;
    const info = ownerInfo(latest);
    await this.deps.albums.refreshOwner(ownerId, info);
    return info;
  }
}
