import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordRelease, type ReleaseRecord } from '../ops/release-record';

const ROOT = path.resolve(__dirname, '../..');
const git = (...args: string[]) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

describe('npm run release:record (the pacts of what is deployed)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abialbum-release-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("copies the consumer's pacts of the deployed commit, byte for byte, with a record naming the commit", () => {
    const head = git('rev-parse', 'HEAD').trim();
    const { record, changes } = recordRelease({ root: ROOT, area: 'svc-media', deployedDir: dir });

    const committed = git('ls-tree', '--name-only', head, 'contracts/pacts/')
      .split('\n')
      .filter((f) => path.basename(f).startsWith('svc-media-svc-'))
      .map((f) => path.basename(f))
      .sort();
    expect(committed.length).toBeGreaterThan(0);
    expect(record.pacts).toEqual(committed);
    for (const name of committed) {
      expect(fs.readFileSync(path.join(dir, 'svc-media', name), 'utf8')).toBe(git('show', `${head}:contracts/pacts/${name}`));
    }
    const written = JSON.parse(fs.readFileSync(path.join(dir, 'svc-media', 'release.json'), 'utf8')) as ReleaseRecord;
    expect(written).toMatchObject({ area: 'svc-media', consumer: 'svc-media', commit: head, pacts: committed });
    expect(written.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(changes.map((c) => c.change)).toEqual(committed.map(() => 'new'));
  });

  it('says what a new record changed: the same pacts unchanged, a pact the deployed version no longer has removed', () => {
    recordRelease({ root: ROOT, area: 'svc-albums', deployedDir: dir });
    fs.writeFileSync(path.join(dir, 'svc-albums', 'svc-albums-svc-content.json'), '{"consumer":{"name":"svc-albums"},"provider":{"name":"svc-content"}}');
    const { changes } = recordRelease({ root: ROOT, area: 'svc-albums', deployedDir: dir });
    expect(changes).toContainEqual({ pact: 'svc-albums-svc-content.json', change: 'removed' });
    expect(changes.filter((c) => c.change !== 'removed').every((c) => c.change === 'unchanged')).toBe(true);
    expect(fs.existsSync(path.join(dir, 'svc-albums', 'svc-albums-svc-content.json'))).toBe(false);
  });

  it("keeps a front end's pacts of the web client, and only a record for the gateway, which consumes none", () => {
    const web = recordRelease({ root: ROOT, area: 'mfe-owner', deployedDir: dir }).record;
    expect(web.consumer).toBe('abialbum-web');
    expect(web.pacts.every((p) => p.startsWith('abialbum-web-svc-'))).toBe(true);
    const gateway = recordRelease({ root: ROOT, area: 'svc-gateway', deployedDir: dir }).record;
    expect(gateway).toMatchObject({ consumer: null, pacts: [] });
    expect(fs.readdirSync(path.join(dir, 'svc-gateway'))).toEqual(['release.json']);
  });

  it('refuses an unknown area, one not deployed on its own, and an unknown commit', () => {
    expect(() => recordRelease({ root: ROOT, area: 'svc-nothing', deployedDir: dir })).toThrow(/unknown area 'svc-nothing'/);
    expect(() => recordRelease({ root: ROOT, area: 'packages', deployedDir: dir })).toThrow(/not deployed on its own/);
    expect(() => recordRelease({ root: ROOT, area: 'svc-media', commit: 'no-such-commit', deployedDir: dir })).toThrow(/unknown commit 'no-such-commit'/);
  });

  it('the repository holds a record of every deployed area, each pact as its recorded commit had it', () => {
    const deployed = path.join(ROOT, 'contracts/deployed');
    const areas = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/areas.json'), 'utf8')) as Record<string, { build: string[] }>;
    for (const [area, spec] of Object.entries(areas)) {
      if (spec.build.length === 0) continue;
      const record = JSON.parse(fs.readFileSync(path.join(deployed, area, 'release.json'), 'utf8')) as ReleaseRecord;
      for (const name of record.pacts) {
        expect(fs.readFileSync(path.join(deployed, area, name), 'utf8')).toBe(git('show', `${record.commit}:contracts/pacts/${name}`));
      }
    }
  });
});
