import { createServiceApp, isMongoReady, type Logger, type TokenVerifier, type UserDirectory } from '@abialbum/service-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import { adminAlbumRoutes } from './routes/admin-album.routes';
import { albumRoutes } from './routes/album.routes';
import { joinRequestRoutes } from './routes/join-request.routes';
import { publicRoutes } from './routes/public.routes';
import { sectionRoutes } from './routes/section.routes';
import { socialRoutes } from './routes/social.routes';

export interface AppDeps {
  logger: Logger;
  connection: Connection;
  broker: { isConnected(): boolean };
  verify: TokenVerifier;
  directory: UserDirectory;
}

/** The albums service: albums, sections, follows, join requests, search and public profiles. Never listens. */
export function createApp(deps: AppDeps): Koa {
  const routeDeps = { verify: deps.verify, isBlocked: deps.directory.isBlocked };
  return createServiceApp({
    name: 'svc-albums',
    logger: deps.logger,
    readiness: { database: () => isMongoReady(deps.connection), broker: () => deps.broker.isConnected() },
    routers: [
      albumRoutes(routeDeps),
      sectionRoutes(routeDeps),
      joinRequestRoutes(routeDeps),
      socialRoutes(routeDeps),
      publicRoutes(routeDeps),
      adminAlbumRoutes(routeDeps),
    ],
  });
}
