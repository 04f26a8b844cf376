import { createServiceApp, isMongoReady, type Logger, type TokenVerifier, type UserDirectory } from '@abialbum/service-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { RateLimit } from './http/anonymous-limit';
import { fileRoutes } from './routes/file.routes';
import { highlightRoutes } from './routes/highlight.routes';
import { mediaApprovalRoutes } from './routes/media-approval.routes';
import { mediaRoutes } from './routes/media.routes';
import { uploadRoutes } from './routes/upload.routes';
import type { StoragePort } from './storage/storage.port';
import type { UploadStore } from './store/upload.store';

export interface AppDeps {
  logger: Logger;
  connection: Connection;
  broker: { isConnected(): boolean };
  verify: TokenVerifier;
  directory: UserDirectory;
  storage: StoragePort;
  uploads: UploadStore;
  anonymousProfileImages: RateLimit;
}

/** The media service: uploads, stored files, media, approvals and highlights. Never listens. */
export function createApp(deps: AppDeps): Koa {
  const auth = { verify: deps.verify, isBlocked: deps.directory.isBlocked };
  const app = createServiceApp({
    name: 'svc-media',
    logger: deps.logger,
    readiness: { database: () => isMongoReady(deps.connection), broker: () => deps.broker.isConnected() },
    routers: [
      fileRoutes({ storage: deps.storage }),
      uploadRoutes({ auth, storage: deps.storage, uploads: deps.uploads, anonymousProfileImages: deps.anonymousProfileImages }),
      mediaApprovalRoutes(auth),
      highlightRoutes(auth),
      mediaRoutes(auth),
    ],
  });
  // One trusted proxy (the gateway) appends the client's address: take that one, not what a client wrote.
  app.maxIpsCount = 1;
  return app;
}
