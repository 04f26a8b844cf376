import http, { type Server } from 'node:http';
import type Koa from 'koa';
import { stoppableListener } from './http/stopping';
import type { Logger } from './logger';

export interface Closable {
  name: string;
  close: () => Promise<unknown> | unknown;
  /**
   * Closed once the instance is out of the gateway's rotation, before waiting on calls in flight: live streams (which
   * would hold the server open) and broker consumers (cancelled, so what they hold goes back to the queue).
   */
  beforeServer?: boolean;
  /**
   * Closed last, after the stop hooks (`onStop`), which may still need it. Defaults to true for the resource named
   * 'database', as every service lists it.
   */
  final?: boolean;
}

const stopHooks = new Set<Closable>();

/**
 * Work a stopping process must do that its entry point does not list (consumers to cancel, leases to give back):
 * a `beforeServer` hook runs with the listed `beforeServer` resources; any other runs after the calls in flight
 * finished and the listed resources closed, before the `final` ones (the database). Answers a function that takes the
 * hook back.
 */
export function onStop(resource: Closable): () => void {
  stopHooks.add(resource);
  return () => stopHooks.delete(resource);
}

const isFinal = (resource: Closable) => resource.final ?? resource.name === 'database';

const cleanStopHooks = new Set<() => Promise<unknown>>();
const leftUnfinished: string[] = [];

/**
 * Work for the end of a stop that left nothing unfinished (no call cut, every resource closed, nothing said
 * `unfinishedAtStop`): it runs after the stop hooks, before the database closes. The process's record goes then, which
 * tells a starting instance that this one stopped cleanly (data/process-liveness.ts, read by repair-schedule.ts).
 */
export function onCleanStop(work: () => Promise<unknown>): void {
  cleanStopHooks.add(work);
}

/** Something a stop had to leave part way (a repair round cut): this stop is not clean. */
export function unfinishedAtStop(what: string): void {
  leftUnfinished.push(what);
}

/** What this process's stop has left unfinished so far (empty: clean so far). */
export const leftUnfinishedAtStop = (): string[] => [...leftUnfinished];

export interface ServeOptions {
  /** Time calls in flight get to finish (DRAIN_SECONDS, default 25); what is still open then is cut. */
  drainSeconds?: number;
  /**
   * Time /ready answers 503 while everything is still served, so the gateway (probing every 500 ms) stops sending
   * calls before the listener closes (STOP_ANNOUNCE_MS, default 1000).
   */
  announceMs?: number;
}

const fromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' ? value : fallback;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A resource that takes longer than this to close is named in the log (what a slow stop waited for). */
const SLOW_CLOSE_MS = 500;

async function closeAll(resources: Iterable<Closable>, logger: Logger): Promise<void> {
  for (const resource of resources) {
    const began = Date.now();
    try {
      await resource.close();
    } catch (err) {
      logger.warn({ err: (err as Error).message, resource: resource.name }, 'close failed');
      unfinishedAtStop(`closing ${resource.name}`);
    }
    const ms = Date.now() - began;
    if (ms >= SLOW_CLOSE_MS) logger.info({ resource: resource.name, ms }, 'stopping: closed slowly');
  }
}

/** Stops taking connections and waits for those open to finish, at most `limitMs`; answers how many were cut. */
function drain(server: Server, limitMs: number): Promise<number> {
  return new Promise((done) => {
    const timer = setTimeout(() => {
      server.getConnections((_err, count) => {
        server.closeAllConnections();
        done(count);
      });
    }, limitMs);
    server.close(() => {
      clearTimeout(timer);
      done(0);
    });
    server.closeIdleConnections();
  });
}

/**
 * Listens; on SIGTERM/SIGINT stops gracefully: /ready answers 503 at once; after `announceMs` live streams end and
 * broker consumers are cancelled (`beforeServer`); the listener closes and calls in flight finish (up to
 * `drainSeconds`); then the other resources close in order (relay, broker), the stop hooks run, the `final` ones
 * close (database), and the process exits 0. A second signal, or being stuck 10 s past the drain, forces exit 1.
 */
export function serve(app: Koa, port: number, logger: Logger, resources: Closable[], options: ServeOptions = {}): Promise<Server> {
  const drainMs = (options.drainSeconds ?? fromEnv('DRAIN_SECONDS', 25)) * 1_000;
  const announceMs = Math.min(options.announceMs ?? fromEnv('STOP_ANNOUNCE_MS', 1_000), drainMs);
  const listener = stoppableListener(app.callback());
  const server = http.createServer(listener.handle);
  server.keepAliveTimeout = 5_000;
  const shutdown = async (signal: string) => {
    if (listener.stopping) process.exit(1);
    listener.stop();
    logger.info({ signal, drainMs }, 'stopping: not ready, finishing calls in flight');
    setTimeout(() => {
      logger.error('stop took too long: exiting');
      process.exit(1);
    }, drainMs + 10_000).unref();
    const began = Date.now();
    await sleep(announceMs);
    const hooks = [...stopHooks];
    await closeAll([...resources, ...hooks].filter((resource) => resource.beforeServer), logger);
    const drainBegan = Date.now();
    const cut = await drain(server, Math.max(0, drainMs - (Date.now() - began)));
    if (cut > 0) {
      logger.warn({ connections: cut }, 'calls still in flight after DRAIN_SECONDS: cut');
      unfinishedAtStop('calls cut');
    } else logger.info({ ms: Date.now() - drainBegan }, 'stopping: calls in flight finished');
    await closeAll(resources.filter((resource) => !resource.beforeServer && !isFinal(resource)), logger);
    // Read again: a hook may have been added during the drain (a store that met a failure then); one meant to run
    // before the server closed that came after that moment runs now, late rather than never.
    await closeAll([...stopHooks].filter((resource) => !(resource.beforeServer && hooks.includes(resource))), logger);
    if (leftUnfinished.length === 0) {
      for (const work of cleanStopHooks) await work().catch((err: Error) => logger.warn({ err: err.message }, 'clean stop: not recorded'));
    } else logger.info({ unfinished: leftUnfinished }, 'stopping: left work unfinished (a starting instance repairs)');
    await closeAll(resources.filter((resource) => !resource.beforeServer && isFinal(resource)), logger);
    logger.info({ ms: Date.now() - began }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return new Promise((resolve) => {
    server.listen(port, '0.0.0.0', () => {
      logger.info({ port }, 'listening');
      resolve(server);
    });
  });
}

/** Top-level failures of a process entry are logged and end the process. */
export function runMain(logger: Logger, main: () => Promise<unknown>): void {
  main().catch((err: Error) => {
    logger.fatal({ err: err.message, stack: err.stack }, 'failed to start');
    process.exit(1);
  });
}
