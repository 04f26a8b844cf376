import { createServiceApp, isMongoReady, type Logger, type TokenVerifier } from '@abialbum/service-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import { adminAlbumRoutes } from './routes/admin-album.routes';
import { albumRoutes } from './routes/album.routes';
import { internalRoutes } from './routes/internal.routes';
import { joinRequestRoutes } from './routes/join-request.routes';
import { notificationRoutes } from './routes/notification.routes';
import { openApiRoutes } from './routes/openapi.routes';
import { publicRoutes } from './routes/public.routes';
import { sectionRoutes } from './routes/section.routes';
import { shareLinkRoutes } from './routes/share-link.routes';
import { socialRoutes } from './routes/social.routes';
import type { AlbumServices } from './services';

export interface AppDeps {
  logger: Logger;
  connection: Connection;
  broker: { isConnected(): boolean };
  verify: TokenVerifier;
  services: AlbumServices;
  /** The platform's INTERNAL_TOKEN: without it, no internal routes. */
  internalToken?: string;
}

/** The albums service: albums, sections, follows, join requests, search and public profiles. Never listens. */
export function createApp(deps: AppDeps): Koa {
  const routeDeps = { verify: deps.verify, isBlocked: deps.services.directory.isBlocked, services: deps.services };
  return createServiceApp({
    name: 'svc-albums',
    logger: deps.logger,
    readiness: { database: () => isMongoReady(deps.connection), broker: () => deps.broker.isConnected() },
    routers: [
      albumRoutes(routeDeps),
      sectionRoutes(routeDeps),
      shareLinkRoutes(routeDeps),
      joinRequestRoutes(routeDeps),
      socialRoutes(routeDeps),
      notificationRoutes({ ...routeDeps, streams: deps.services.streams }),
      publicRoutes(routeDeps),
      adminAlbumRoutes(routeDeps),
      internalRoutes(deps.internalToken, deps.services),
      openApiRoutes(),
    ],
  });
}
