import { buildEvent } from '../events/build-event';
import type { HandlerMap } from '../events/consumer';
import type { UserSource } from '../http/source-exports';
import type { UserDirectory } from './user-directory';

export interface UserRepairCounts {
  /** Users identity holds, and users held here. */
  source: number;
  held: number;
  /** Missing here, or held at an older revision: applied by the service's own user.* handlers. */
  added: number;
  updated: number;
}

/**
 * A service's copies of users (its user directory, and whatever its user.* handlers keep: album owners, an
 * uploader's hidden media) compared with identity's and repaired (issue 12 "anti-entropy"): each user held at an
 * older revision, or not at all, goes through the service's own handler of the event that was lost (blocked or
 * unblocked when that changed, else updated). Users are never deleted by identity, so none is removed here.
 */
export async function repairUsers(directory: UserDirectory, source: UserSource, handlers: HandlerMap): Promise<UserRepairCounts> {
  const held = await directory.held();
  const counts: UserRepairCounts = { source: 0, held: held.size, added: 0, updated: 0 };
  for await (const user of source()) {
    counts.source += 1;
    const mine = held.get(user.userId);
    if (mine && mine.revision >= user.revision) continue;
    const type = mine && mine.isBlocked !== user.isBlocked ? (user.isBlocked ? 'user.blocked' : 'user.unblocked') : mine ? 'user.updated' : 'user.registered';
    const handle = handlers[type] ?? directory.handlers()[type];
    await handle?.(buildEvent(type, user, 'svc-identity'));
    counts[mine ? 'updated' : 'added'] += 1;
  }
  return counts;
}
