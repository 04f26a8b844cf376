import { createServiceApp, isMongoReady, type Logger, type TokenVerifier, type UserDirectory } from '@abialbum/service-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { RateLimit } from './http/anonymous-limit';
import { activityRoutes } from './routes/activity.routes';
import { downloadRoutes } from './routes/download.routes';
import { fileRoutes } from './routes/file.routes';
import { highlightRoutes } from './routes/highlight.routes';
import { internalRoutes } from './routes/internal.routes';
import { mediaApprovalRoutes } from './routes/media-approval.routes';
import { mediaRoutes } from './routes/media.routes';
import { openApiRoutes } from './routes/openapi.routes';
import { resumableRoutes } from './routes/resumable.routes';
import { uploadRoutes } from './routes/upload.routes';
import type { Services } from './services';
import { storageReachable } from './storage/create-storage';
import type { StoragePort } from './storage/storage.port';

export interface AppDeps {
  logger: Logger;
  connection: Connection;
  broker: { isConnected(): boolean };
  verify: TokenVerifier;
  directory: UserDirectory;
  storage: StoragePort;
  services: Services;
  anonymousProfileImages: RateLimit;
  /** The platform's INTERNAL_TOKEN: without it, no internal routes. */
  internalToken?: string;
  /** Called after every change, so the outbox relay publishes its events at once rather than at its next tick. */
  onChange?: () => void;
}

/** The media service: uploads, stored files, media, approvals, highlights, comments and reactions. Never listens. */
export function createApp(deps: AppDeps): Koa {
  const auth = { verify: deps.verify, isBlocked: deps.directory.isBlocked };
  const { services } = deps;
  const app = createServiceApp({
    name: 'svc-media',
    logger: deps.logger,
    readiness: {
      database: () => isMongoReady(deps.connection),
      broker: () => deps.broker.isConnected(),
      storage: storageReachable(deps.storage),
    },
    routers: [
      fileRoutes({ storage: deps.storage, sharing: services.sharing }),
      uploadRoutes({
        auth,
        storage: deps.storage,
        uploads: services.stores.uploads,
        files: services.files,
        access: services.access,
        links: services.sharing.links,
        anonymousProfileImages: deps.anonymousProfileImages,
        idempotency: services.stores.idempotency,
      }),
      resumableRoutes(auth, services.resumable.uploads, services.resumable.server),
      // Before the approval routes: `albums/:id/media/download` is not a media item.
      downloadRoutes(auth, services),
      mediaApprovalRoutes(auth, services),
      highlightRoutes(auth, services),
      activityRoutes(auth, services),
      mediaRoutes(auth, services),
      internalRoutes(deps.internalToken, services),
      openApiRoutes(),
    ],
  });
  if (deps.onChange) {
    const onChange = deps.onChange;
    // Runs before the routers (middleware order): kicks the relay once a write has answered.
    app.middleware.unshift(async (ctx, next) => {
      await next();
      // A route that answered by itself (tus) left ctx.status as it was: its response says how it went.
      const status = ctx.respond === false ? ctx.res.statusCode : ctx.status;
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && status < 300) onChange();
    });
  }
  // One trusted proxy (the gateway) appends the client's address: take that one, not what a client wrote.
  app.maxIpsCount = 1;
  return app;
}
