import type { EventEnvelope, UserSnapshot } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import { SERVICE_NAME } from '../config';

export type UserEventType = 'user.registered' | 'user.updated' | 'user.blocked' | 'user.unblocked' | 'user.album-modal-toggled';

interface SnapshotSource {
  _id: { toString(): string };
  name: string;
  email: string;
  phone?: string | null;
  profileImage: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  isBlocked: boolean;
  showcreateAlbumModal: boolean;
  revision: number;
}

const makeEvent = eventFactory(SERVICE_NAME);

/** What other services keep of a user (contracts' userSnapshotSchema): never the password hash. */
export function toSnapshot(user: SnapshotSource): UserSnapshot {
  return {
    userId: user._id.toString(),
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    profileImage: user.profileImage,
    city: user.city,
    state: user.state,
    country: user.country,
    isBlocked: user.isBlocked,
    showcreateAlbumModal: user.showcreateAlbumModal,
    revision: user.revision,
  };
}

/** The envelope stored in the user's outbox with the change that caused it. */
export function userEvent(type: UserEventType, user: SnapshotSource): EventEnvelope {
  return makeEvent(type, toSnapshot(user));
}
