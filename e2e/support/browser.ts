import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The platform under test: one origin through the gateway. */
export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:18080').replace(/\/+$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = join(__dirname, '..', 'artifacts');

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

/** How long a step may wait for something a user would see (first loads of a remote can be slow on 2 cores). */
const UI_TIMEOUT = 20_000;

export interface PersonOptions {
  viewport?: { width: number; height: number };
  /** Lets the page write and read the clipboard (Copy Link). */
  clipboard?: boolean;
  /** The browser's language (navigator.languages), which a first visit follows: English unless given. */
  locale?: string;
}

/**
 * One Chromium for a journey, one isolated context per person in it (admin, owner, visitor...): no cookies
 * or storage shared between them.
 */
export interface Browsers {
  person(name: string, options?: PersonOptions): Promise<Page>;
  /** Screenshots of every person's page under e2e/artifacts, named after the failed step. */
  screenshots(step: string): Promise<void>;
  /**
   * What the pages' Content-Security-Policy refused since the last call (issue 15: none, on every screen), as
   * Chromium reports it on the console, with the person's name.
   */
  takeViolations(): string[];
  /**
   * React's errors thrown in the pages since the last call, as the browser reports them (none, on every screen): a
   * render React threw away, even one it recovered from by rendering the whole page again, is a bug that costs the
   * page its speed.
   */
  takeReactErrors(): string[];
  close(): Promise<void>;
}

export async function startBrowser(): Promise<Browsers> {
  // launch() gives the browser a fresh temporary profile of its own, removed on close.
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  const people = new Map<string, { context: BrowserContext; page: Page }>();
  let violations: string[] = [];
  let reactErrors: string[] = [];
  return {
    async person(name, options = {}) {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: options.viewport ?? { width: 1280, height: 800 },
        // Whatever the machine's own language: the journeys read SPEC's English words.
        locale: options.locale ?? 'en-US',
      });
      if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
      context.setDefaultTimeout(UI_TIMEOUT);
      context.setDefaultNavigationTimeout(30_000);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${name}: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (/Minified React error #\d+/.test(error.message)) reactErrors.push(`${name} on ${page.url()}: ${error.message.split(';')[0]}`);
      });
      people.set(name, { context, page });
      return page;
    },
    takeViolations() {
      const taken = violations;
      violations = [];
      return taken;
    },
    takeReactErrors() {
      const taken = reactErrors;
      reactErrors = [];
      return taken;
    },
    async screenshots(step) {
      mkdirSync(ARTIFACTS, { recursive: true });
      for (const [name, { page }] of people) {
        const file = join(ARTIFACTS, `${step}-${name}`.replace(/\W+/g, '-') + '.png');
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      }
    },
    async close() {
      await browser.close();
    },
  };
}
