import { buildEvent } from '../events/build-event';
import type { HandlerMap } from '../events/consumer';
import type { UserSource } from '../http/source-exports';
import { compareWithSource, type HeldVersion } from './compare-with-source';
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
 * uploader's hidden media) compared with identity's and repaired (issue 12 "anti-entropy"), the way every repair
 * from a source goes (`compareWithSource`): each user held at an older revision, or not at all, goes through the
 * service's own handler of the event that was lost (blocked or unblocked when that changed, as held at the last look,
 * else updated). With `recheckMs`, only the differences still there at a second look that long after are applied (an
 * event on its way is not applied twice). Users are never deleted by identity, so none is removed here.
 */
export async function repairUsers(directory: UserDirectory, source: UserSource, handlers: HandlerMap, recheckMs = 0): Promise<UserRepairCounts> {
  let held = await directory.held();
  const versions = () => new Map<string, HeldVersion>([...held].map(([id, user]) => [id, { revision: user.revision, deleted: false, madeAt: 0 }]));
  const counts = await compareWithSource({
    held: versions(),
    source: source(),
    began: Date.now(),
    identify: (user) => ({ id: user.userId, revision: user.revision }),
    apply: async (user) => {
      const mine = held.get(user.userId);
      const type = mine && mine.isBlocked !== user.isBlocked ? (user.isBlocked ? 'user.blocked' : 'user.unblocked') : mine ? 'user.updated' : 'user.registered';
      const handle = handlers[type] ?? directory.handlers()[type];
      await handle?.(buildEvent(type, user, 'svc-identity'));
      return true;
    },
    recheck: recheckMs
      ? {
          afterMs: recheckMs,
          held: async () => {
            held = await directory.held();
            return versions();
          },
        }
      : undefined,
  });
  return { source: counts.source, held: counts.held, added: counts.added, updated: counts.updated };
}
