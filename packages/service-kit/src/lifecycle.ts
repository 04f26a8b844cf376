import type { Server } from 'node:http';
import type Koa from 'koa';
import type { Logger } from './logger';

export interface Closable {
  name: string;
  close: () => Promise<unknown> | unknown;
  /** Closed before the server stops taking connections: what holds a response open (live streams) would keep it waiting. */
  beforeServer?: boolean;
}

/**
 * Listens, then on SIGTERM/SIGINT stops taking connections, lets requests in flight finish, and closes
 * the rest in order (relay, broker, database). A second signal or 10 s forces the exit.
 */
export function serve(app: Koa, port: number, logger: Logger, resources: Closable[]): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(port, '0.0.0.0', () => {
      logger.info({ port }, 'listening');
      resolve(server);
    });
    server.keepAliveTimeout = 5_000;
    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) process.exit(1);
      stopping = true;
      logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      const early = resources.filter((resource) => resource.beforeServer);
      const later = resources.filter((resource) => !resource.beforeServer);
      for (const resource of early) {
        try {
          await resource.close();
        } catch (err) {
          logger.warn({ err: (err as Error).message, resource: resource.name }, 'close failed');
        }
      }
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
      });
      for (const resource of later) {
        try {
          await resource.close();
        } catch (err) {
          logger.warn({ err: (err as Error).message, resource: resource.name }, 'close failed');
        }
      }
      logger.info('stopped');
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));
  });
}

/** Top-level failures of a process entry are logged and end the process. */
export function runMain(logger: Logger, main: () => Promise<unknown>): void {
  main().catch((err: Error) => {
    logger.fatal({ err: err.message, stack: err.stack }, 'failed to start');
    process.exit(1);
  });
}
