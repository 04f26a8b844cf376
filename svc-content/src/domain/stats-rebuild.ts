import type { UserDirectory } from '@abialbum/service-kit';
import type { StatsStore } from '../store/stats.store';
import type { StatsCounting } from './stats-counting';

/** What the owners hold now: identity's users and albums' albums, as their admin lists give them. */
export interface OwnerUser {
  id: string;
  name: string;
  profileImage: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  isBlocked: boolean;
}
export interface OwnerAlbum {
  id: string;
  ownerId: string;
  isPublic: boolean;
  isBlocked: boolean;
}
export interface StatsSource {
  users(): AsyncIterable<OwnerUser>;
  albums(): AsyncIterable<OwnerAlbum>;
}

/**
 * Makes the user directory and the album documents agree with the owners' data: what they hold is written,
 * what they no longer hold is dropped (users) or marked deleted (albums). Revisions already held are kept
 * and a new document starts at 0, so any event that arrives afterwards still replaces it.
 */
export async function rebuildStats(deps: { store: StatsStore; directory: UserDirectory; counting: StatsCounting }, source: StatsSource) {
  // Everything is read before anything is written: a source that fails half-way changes nothing.
  const users = await collect(source.users());
  const albums = await collect(source.albums());
  for (const { id, ...fields } of users) {
    await deps.directory.model.updateOne({ _id: id }, { $set: fields, $setOnInsert: { revision: 0 } }, { upsert: true });
  }
  const goneUsers = await deps.directory.model.deleteMany({ _id: { $nin: users.map((user) => user.id) } });
  for (const { id, ...fields } of albums) {
    const live = { ...fields, deleted: false };
    await deps.store.albums.updateOne({ _id: id }, { $set: live, $setOnInsert: { revision: 0 } }, { upsert: true });
  }
  const albumIds = albums.map((album) => album.id);
  const goneAlbums = await deps.store.albums.updateMany({ _id: { $nin: albumIds }, deleted: false }, { $set: { deleted: true } });
  // The figures follow the documents just written.
  const { after } = await deps.counting.recount();
  return { users: users.length, usersRemoved: goneUsers.deletedCount, albums: albums.length, albumsRemoved: goneAlbums.modifiedCount, figures: after };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
