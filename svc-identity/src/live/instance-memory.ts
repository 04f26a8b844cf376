import { hintsExchange, InstanceHints, shareLocks, type EventBus, type Logger } from '@abialbum/service-kit';
import { SERVICE_NAME } from '../config';
import type { IdentityServices } from '../services';

/**
 * What an identity instance keeps in memory (the admin's user catalogue) follows the writes its other instances make
 * (a sign-up, a change of profile, a block elsewhere), through the kit's InstanceHints.
 */
export function shareMemoryWithInstances(bus: EventBus, services: IdentityServices, logger: Pick<Logger, 'warn'>): InstanceHints {
  const hints = new InstanceHints(bus, hintsExchange(SERVICE_NAME, services.users.model.db.name));
  shareLocks(hints);
  const changedHere = services.users.changed;
  services.users.changed = async (userId) => {
    await changedHere(userId);
    hints.tell('user', userId);
  };
  hints.on('user', (userId) => void services.catalogue.refresh(userId).catch((err: Error) => logger.warn({ err: err.message, userId }, 'user change of another instance not applied')));
  return hints;
}
