import type { Page, Route } from 'playwright-core';

export interface HeldRequests {
  /** Lets the oldest held request go on to the server (waiting for one to arrive first). */
  releaseNext(): Promise<void>;
  /** Stops holding; anything still held goes on. */
  stop(): Promise<void>;
}

/**
 * Holds the page's requests to `path` (nothing is changed or answered here: each one reaches the real
 * server when released). On loopback a small upload ends before a person could see its progress; held,
 * the screen's "uploading" state stays until the journey has looked at it.
 */
export async function holdRequests(page: Page, path: string, timeout = 20_000): Promise<HeldRequests> {
  const held: Route[] = [];
  let arrived: (() => void) | undefined;
  const matches = (url: URL) => url.pathname === path;
  const hold = (route: Route) => {
    held.push(route);
    arrived?.();
  };
  await page.route(matches, hold);
  return {
    async releaseNext() {
      if (held.length === 0) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve, reject) => {
          arrived = resolve;
          timer = setTimeout(() => reject(new Error(`no request to ${path} within ${timeout / 1000}s`)), timeout);
        }).finally(() => clearTimeout(timer));
      }
      await held.shift()?.continue();
    },
    async stop() {
      await page.unroute(matches, hold);
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
