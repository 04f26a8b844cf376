import { createServiceApp, isMongoReady, type Logger, type TokenVerifier } from '@abialbum/service-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import { contentRoutes } from './routes/content.routes';
import { internalRoutes } from './routes/internal.routes';
import { openApiRoutes } from './routes/openapi.routes';
import { statsRoutes } from './routes/stats.routes';
import type { ContentServices } from './services';

export interface AppDeps {
  logger: Logger;
  connection: Connection;
  broker: { isConnected(): boolean };
  verify: TokenVerifier;
  services: ContentServices;
  /** The platform's INTERNAL_TOKEN: without it, no internal routes. */
  internalToken?: string;
}

/** The content service: About and Terms, and the statistics. Never listens. */
export function createApp(deps: AppDeps): Koa {
  const routeDeps = { verify: deps.verify, isBlocked: deps.services.directory.isBlocked, services: deps.services };
  return createServiceApp({
    name: 'svc-content',
    logger: deps.logger,
    readiness: { database: () => isMongoReady(deps.connection), broker: () => deps.broker.isConnected() },
    routers: [contentRoutes(routeDeps), statsRoutes(routeDeps), internalRoutes(deps.internalToken, deps.services.repairs), openApiRoutes()],
    // Matches the gateway's JSON limit: an over-long text gets its field error, not a bare 413.
    jsonLimit: '1mb',
  });
}
