import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBudget, type Budget } from '../budget/check-budget';
import { staleReason } from '../budget/ensure-stats';

const ROOT = join(__dirname, '..', '..');
const FIXTURE = join(__dirname, 'fixtures', 'first-load');

/** Builds the fixture remote (light, or importing tus-js-client eagerly) with its stats in `dir`. */
function buildFixture(dir: string, eager: boolean): void {
  execFileSync(join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '-c', join(FIXTURE, 'rspack.config.js'), '--mode', 'production'], {
    cwd: FIXTURE,
    stdio: 'pipe',
    env: { ...process.env, FIXTURE_EAGER: eager ? '1' : '0', FIXTURE_OUT: join(dir, eager ? 'eager' : 'light'), FIXTURE_STATS: join(dir, 'fixture.json') },
  });
}

const aBudget = (over: Partial<Budget> = {}): Budget => ({
  reason: 'test',
  landingScreen: 'fixture/Landing',
  landingLimitKiB: 1000,
  growthLimit: 0.1,
  chunkReportKiB: 5,
  screens: { 'fixture/Landing': 0 },
  ...over,
});

describe('the first-load budget', () => {
  let dir: string;
  let budgetFile: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'abialbum-budget-'));
    budgetFile = join(dir, 'budget.json');
    buildFixture(dir, false);
    writeFileSync(budgetFile, JSON.stringify(aBudget()));
    checkBudget({ statsDir: dir, budgetFile, record: true });
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes a screen that stays at its recorded figure', () => {
    const { ok, lines } = checkBudget({ statsDir: dir, budgetFile });
    expect(lines.join('\n')).toMatch(/^ok {4}fixture\/Landing: /m);
    expect(ok).toBe(true);
  });

  it('fails when the landing page loads more than its limit', () => {
    const tight = join(dir, 'tight.json');
    writeFileSync(tight, JSON.stringify(aBudget({ landingLimitKiB: 1, screens: { 'fixture/Landing': 1000 } })));
    const { ok, lines } = checkBudget({ statsDir: dir, budgetFile: tight });
    expect(ok).toBe(false);
    expect(lines.join('\n')).toMatch(/FAIL: the landing page loads [\d.]+ KiB gzip of JS first, over 1 KiB/);
  });

  it("lists beside the manifest the files a screen's first render needs, for the gateway to preload: its own and its English texts", () => {
    const out = join(dir, 'light');
    const screens = JSON.parse(readFileSync(join(out, 'screen-files.json'), 'utf8')) as Record<string, string[]>;
    expect(Object.keys(screens)).toEqual(['Landing']);
    const files = screens.Landing!;
    const manifest = JSON.parse(readFileSync(join(out, 'mf-manifest.json'), 'utf8')) as { exposes: Array<{ name: string; assets: { js: { sync: string[] } } }> };
    expect(files).toEqual(expect.arrayContaining(manifest.exposes.find((expose) => expose.name === 'Landing')!.assets.js.sync));
    const texts = files.filter((file) => !file.startsWith('__federation_expose_'));
    expect(texts).toHaveLength(1);
    expect(readFileSync(join(out, texts[0]!), 'utf8')).toContain('Welcome to the fixture');
    expect(files.some((file) => readFileSync(join(out, file), 'utf8').includes('Willkommen'))).toBe(false);
  });

  it('fails when a screen imports tus-js-client eagerly, naming the chunk that carries it', () => {
    buildFixture(dir, true);
    const { ok, lines } = checkBudget({ statsDir: dir, budgetFile });
    const text = lines.join('\n');
    expect(ok).toBe(false);
    expect(text).toMatch(/FAIL: fixture\/Landing grew to [\d.]+ KiB, more than 10% over its recorded [\d.]+ KiB/);
    expect(text).toMatch(/KiB gzip .*fixture\/[^:]+: .*tus-js-client [\d.]+ KiB/);
  }, 120_000);
});

describe('the stats the budget reads', () => {
  // A root with one front end, `fixture`, built into fixture/dist like the workspaces.
  let root: string;
  const stats = () => join(root, 'stats');
  const build = () =>
    execFileSync(join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '-c', join(FIXTURE, 'rspack.config.js'), '--mode', 'production'], {
      cwd: FIXTURE,
      stdio: 'pipe',
      env: { ...process.env, FIXTURE_EAGER: '0', FIXTURE_OUT: join(root, 'fixture', 'dist'), FIXTURE_STATS: join(stats(), 'fixture.json') },
    });
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'abialbum-stats-'));
    build();
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('uses the stats of the build in dist/', () => {
    expect(staleReason(root, stats(), 'fixture')).toBeNull();
  });

  it('asks for a build when dist/ is not the build the stats describe', () => {
    const [file] = readdirSync(join(root, 'fixture', 'dist')).filter((f) => f.startsWith('__federation_expose_Landing') && f.endsWith('.js'));
    rmSync(join(root, 'fixture', 'dist', file!));
    expect(staleReason(root, stats(), 'fixture')).toBe(`fixture/dist has no ${file}`);
  });

  it('asks for a build when there are no stats, or a development build ran', () => {
    expect(staleReason(root, join(root, 'elsewhere'), 'fixture')).toBe('no build stats');
    rmSync(stats(), { recursive: true });
    execFileSync(join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '-c', join(FIXTURE, 'rspack.config.js'), '--mode', 'development'], {
      cwd: FIXTURE,
      stdio: 'pipe',
      env: { ...process.env, FIXTURE_OUT: join(root, 'dev'), FIXTURE_STATS: join(stats(), 'fixture.json') },
    });
    expect(staleReason(root, stats(), 'fixture')).toBe('no build stats');
  }, 120_000);
});
