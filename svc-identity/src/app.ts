import { createServiceApp, type Logger, type ReadinessCheck } from '@abialbum/service-kit';
import type Koa from 'koa';
import type { IdentityConfig } from './config';
import { adminRoutes } from './routes/admin.routes';
import { emailRoutes } from './routes/email.routes';
import { internalRoutes } from './routes/internal.routes';
import { jwksRoutes } from './routes/jwks.routes';
import { openApiRoutes } from './routes/openapi.routes';
import { sessionRoutes } from './routes/session.routes';
import { userRoutes } from './routes/user.routes';
import type { IdentityServices } from './services';

export interface AppDeps {
  config: Pick<IdentityConfig, 'SERVICE_NAME' | 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_SECONDS' | 'JSON_LIMIT'> & { INTERNAL_TOKEN?: string };
  logger: Logger;
  services: IdentityServices;
  readiness: { database: ReadinessCheck; broker: ReadinessCheck };
}

/** The identity HTTP app; the same in production and tests. Never listens. */
export function createApp({ config, logger, services, readiness }: AppDeps): Koa {
  const limits = { max: config.RATE_LIMIT_MAX, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS };
  return createServiceApp({
    name: config.SERVICE_NAME,
    logger,
    readiness,
    jsonLimit: config.JSON_LIMIT,
    routers: [
      jwksRoutes(services),
      userRoutes(services),
      emailRoutes(services),
      sessionRoutes(services, limits),
      adminRoutes(services, limits),
      internalRoutes(config.INTERNAL_TOKEN, services),
      openApiRoutes(),
    ],
  });
}
