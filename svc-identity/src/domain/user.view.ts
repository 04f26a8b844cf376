import type { AdminUser, User } from '@abialbum/contracts';
import type { UserRecord } from '../store/user.store';

/** The user as every answer shows it (contracts' userSchema): no hash, no internals. */
export function toPublicUser(user: UserRecord): User {
  return {
    id: user._id.toString(),
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    profileImage: user.profileImage,
    city: user.city,
    state: user.state,
    country: user.country,
    showcreateAlbumModal: user.showcreateAlbumModal,
    createdAt: new Date(user.createdAt).toISOString(),
    emailVerified: user.emailVerified === true,
  };
}

export function toAdminUser(user: UserRecord): AdminUser {
  return { ...toPublicUser(user), isBlocked: user.isBlocked, _count: { albumsOwned: user.albumsOwnedCount ?? 0 } };
}
