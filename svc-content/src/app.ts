import { createServiceApp, isMongoReady, type Logger, type TokenVerifier, type UserDirectory } from '@abialbum/service-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import { contentRoutes } from './routes/content.routes';
import { statsRoutes } from './routes/stats.routes';

export interface AppDeps {
  logger: Logger;
  connection: Connection;
  broker: { isConnected(): boolean };
  verify: TokenVerifier;
  directory: UserDirectory;
}

/** The content service: About and Terms, and the statistics. Never listens. */
export function createApp(deps: AppDeps): Koa {
  const routeDeps = { verify: deps.verify, isBlocked: deps.directory.isBlocked };
  return createServiceApp({
    name: 'svc-content',
    logger: deps.logger,
    readiness: { database: () => isMongoReady(deps.connection), broker: () => deps.broker.isConnected() },
    routers: [contentRoutes(routeDeps), statsRoutes(routeDeps)],
  });
}
