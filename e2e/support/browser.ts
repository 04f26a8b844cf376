import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** The platform under test: one origin through the gateway. */
export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:18080').replace(/\/+$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = join(__dirname, '..', 'artifacts');

// TOOLCHAIN.md: the flags that work here as root, with no network beyond loopback.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Saves a screenshot under e2e/artifacts (for a failing step), then closes everything. */
  close(failedStep?: string): Promise<void>;
}

/** A fresh browser with its own profile directory: no cookies or storage from a previous journey. */
export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'abialbum-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport,
    baseURL: BASE_URL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close(failedStep) {
      if (failedStep) {
        mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: join(ARTIFACTS, `${failedStep.replace(/\W+/g, '-')}.png`), fullPage: true });
      }
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A URL on the platform: `url('/abialbum/login')`. */
export const url = (path: string) => `${BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
