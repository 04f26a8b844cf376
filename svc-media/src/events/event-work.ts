import type { Connection } from 'mongoose';
import type { EventBus, Logger, OutboxRelay, UserDirectory } from '@abialbum/service-kit';
import { shareMemoryWithInstances } from '../live/instance-memory';
import type { createServices } from '../services';
import { startConsumers, type ConsumerDeps } from './consumers';
import { startVideoJobs } from './video-jobs';

export interface EventWorkDeps {
  bus: EventBus;
  connection: Connection;
  services: ReturnType<typeof createServices>;
  directory: UserDirectory;
  relay: OutboxRelay;
  logger: Logger;
}

/** The queues the work takes from: the service's own by default; a test's own names, or none (`false`). */
export interface EventWorkQueues {
  consumer?: string | false;
  video?: { posters: string; playback: string } | false;
}

/**
 * Everything this service does from the broker, wired once for `index.ts` and the tests' service
 * (test/support/service.ts), so that the two cannot drift apart: the events it consumes, the video jobs (posters,
 * playback copies), and what this instance keeps in memory hearing the other instances. After each event handled
 * and each job done, the outbox relay is kicked: their results (media.updated, the next job) go out at once, not at
 * the relay's next timer pass. Answers what the consumers were given (a test feeds events to the same handlers).
 */
export function startEventWork({ bus, connection, services, directory, relay, logger }: EventWorkDeps, queues: EventWorkQueues = {}): ConsumerDeps {
  const kick = () => relay.kick();
  const consumerDeps: ConsumerDeps = {
    directory,
    uploads: services.stores.uploads,
    media: services.stores.media,
    lifecycle: services.lifecycle,
    activity: services.activity,
    onHandled: kick,
  };
  if (queues.consumer !== false) startConsumers(bus, connection, consumerDeps, logger, queues.consumer);
  if (queues.video !== false) startVideoJobs(bus, connection, { posters: services.posters, copies: services.playback }, logger, queues.video, kick);
  shareMemoryWithInstances(bus, { directory, albums: services.stores.albums, sharing: services.sharing });
  return consumerDeps;
}
