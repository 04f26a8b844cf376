import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { signUpByApi } from '../support/api';
import { logIn, newPerson, visible } from '../support/app';
import { BASE_URL, url } from '../support/browser';
import { journey } from '../support/journey';

const ROOT = join(__dirname, '..', '..');
/** The deploy folder of the platform under test (scripts/lib/services.sh gives the gateway .data/<profile>/web). */
const DEPLOY_DIR = process.env.WEB_DEPLOY_DIR ?? join(ROOT, '.data', new URL(BASE_URL).port === '8080' ? 'dev' : 'test', 'web');
const REMOTE = 'owner';
const BUILDS_DIR = join(DEPLOY_DIR, 'mf', REMOTE);

/** scripts/ops/publish-remote.sh for the owner remote, as a team runs it; what it printed. */
function publish(...args: string[]): string {
  return execFileSync('bash', [join(ROOT, 'scripts', 'ops', 'publish-remote.sh'), REMOTE, ...args], {
    cwd: ROOT,
    env: { ...process.env, WEB_DEPLOY_DIR: DEPLOY_DIR, GATEWAY_URL: BASE_URL },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 300_000,
  });
}

/** The build id the gateway's remotes.json names for the owner remote now (null: the built remote). */
async function liveBuild(): Promise<string | null> {
  const response = await fetch(`${BASE_URL}/remotes.json`);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const entry = ((await response.json()) as Record<string, string>)[REMOTE] ?? '';
  return /^\/mf\/owner\/([^/]+)\/mf-manifest\.json$/.exec(entry)?.[1] ?? null;
}

/** The owner remote's files a page fetched: `<build id or "built">/<file>` with the answer's status. */
function ownerFiles(page: Page): { list: () => { build: string; file: string; status: number; response: Response }[]; clear: () => void } {
  let seen: { build: string; file: string; status: number; response: Response }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const match = /^\/mf\/owner\/(?:(\d{14}-[0-9a-f]{6})\/)?(.+)$/.exec(path);
    if (match) seen.push({ build: match[1] ?? 'built', file: match[2] as string, status: response.status(), response });
  });
  return { list: () => seen, clear: () => (seen = []) };
}

/**
 * Issue 26 item 6: a new build of one remote goes live by changing remotes.json only. A signed-in tab opened on one
 * build keeps working on it (its lazily loaded screens still come from its folder) while a reload loads the new one.
 */
describe('a team publishes a new build of its remote while a signed-in tab is open', () => {
  const { step, browsers } = journey();
  const person = newPerson('Owner');
  let page: Page;
  let files: ReturnType<typeof ownerFiles>;
  let buildA = '';
  let buildB = '';
  // What was there before, put back at the end whatever happens: the other journeys run on the same platform.
  const remotesFile = join(DEPLOY_DIR, 'remotes.json');
  const historyFile = join(DEPLOY_DIR, 'releases.jsonl');
  const before = {
    remotes: existsSync(remotesFile) ? readFileSync(remotesFile) : null,
    history: existsSync(historyFile) ? readFileSync(historyFile) : null,
    builds: existsSync(BUILDS_DIR) ? readdirSync(BUILDS_DIR) : [],
  };

  afterAll(() => {
    const restore = (file: string, content: Buffer | null) => {
      if (content === null) {
        if (existsSync(file)) unlinkSync(file);
        return;
      }
      writeFileSync(`${file}.e2e-restore`, content);
      renameSync(`${file}.e2e-restore`, file);
    };
    restore(remotesFile, before.remotes);
    restore(historyFile, before.history);
    for (const name of existsSync(BUILDS_DIR) ? readdirSync(BUILDS_DIR) : []) {
      if (!before.builds.includes(name)) rmSync(join(BUILDS_DIR, name), { recursive: true, force: true });
    }
  });

  const nav = () => page.getByRole('navigation', { name: 'Main' });

  step('build A of the owner remote (its dist/ as built) goes live', async () => {
    publish('--from', join(ROOT, 'mfe-owner', 'dist'));
    buildA = (await liveBuild()) ?? '';
    expect(buildA).toMatch(/^\d{14}-[0-9a-f]{6}$/);
  });

  step('a signed-in owner opens My Albums: the screen comes from build A', async () => {
    const account = await signUpByApi(person);
    page = await browsers().person('owner');
    files = ownerFiles(page);
    await logIn(page, account.person);
    await nav().getByRole('link', { name: 'My Albums' }).click();
    await visible(page.getByRole('heading', { name: 'Welcome to Album Manager' }));
    const fetched = files.list();
    expect(fetched.filter((f) => f.file === 'remoteEntry.js').map((f) => [f.build, f.status])).toEqual([[buildA, 200]]);
    expect(fetched.every((f) => f.build === buildA)).toBe(true);
    // Joined Albums is not loaded yet: it comes lazily, after the switch.
    expect(fetched.some((f) => f.file.startsWith('__federation_expose_JoinedAlbums'))).toBe(false);
  });

  step(
    'build B is built from the sources and made live while the tab stays open',
    async () => {
      publish();
      buildB = (await liveBuild()) ?? '';
      expect(buildB).toMatch(/^\d{14}-[0-9a-f]{6}$/);
      expect(buildB).not.toBe(buildA);
      // The visible difference between the builds: B's manifest names its build id (A's, built as usual, its version).
      const manifest = (await (await fetch(`${BASE_URL}/mf/owner/${buildB}/mf-manifest.json`)).json()) as { metaData: { buildInfo: { buildVersion: string } } };
      expect(manifest.metaData.buildInfo.buildVersion).toBe(buildB);
    },
    { timeout: 360_000 },
  );

  step('the open tab keeps working: Joined Albums loads its chunks from build A, still served', async () => {
    files.clear();
    await nav().getByRole('link', { name: 'Joined Albums' }).click();
    await visible(page.getByRole('heading', { name: 'My Joined Albums' }));
    const fetched = files.list();
    const screen = fetched.filter((f) => f.file.startsWith('__federation_expose_JoinedAlbums') && f.file.endsWith('.js'));
    expect(screen.map((f) => [f.build, f.status])).toEqual([[buildA, 200]]);
    expect(fetched.filter((f) => f.build !== buildA)).toEqual([]);
  });

  step('a reload shows build B', async () => {
    files.clear();
    await page.reload();
    await visible(page.getByRole('heading', { name: 'My Joined Albums' }));
    const fetched = files.list();
    expect(fetched.filter((f) => f.build !== buildB).map((f) => `${f.build}/${f.file}`)).toEqual([]);
    const manifest = fetched.find((f) => f.file === 'mf-manifest.json');
    expect(manifest?.status).toBe(200);
    expect(((await manifest?.response.json()) as { metaData: { buildInfo: { buildVersion: string } } }).metaData.buildInfo.buildVersion).toBe(buildB);
    expect(fetched.some((f) => f.file === 'remoteEntry.js' && f.status === 200)).toBe(true);
    expect(fetched.some((f) => f.file.startsWith('__federation_expose_JoinedAlbums') && f.status === 200)).toBe(true);
  });

  step('a rollback points remotes.json back at build A: the next load uses it', async () => {
    expect(publish('--rollback')).toContain(`live /mf/owner/${buildA}/mf-manifest.json`);
    expect(await liveBuild()).toBe(buildA);
    files.clear();
    await page.goto(url('/abialbum/joined-albums'));
    await visible(page.getByRole('heading', { name: 'My Joined Albums' }));
    const fetched = files.list();
    expect(fetched.some((f) => f.file === 'remoteEntry.js')).toBe(true);
    expect(fetched.filter((f) => f.build !== buildA).map((f) => `${f.build}/${f.file}`)).toEqual([]);
  });
});
