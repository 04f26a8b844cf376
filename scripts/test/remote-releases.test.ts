import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_ID, DeployFolder, buildOf, entryOf, newBuildId } from '../ops/remote-releases';

const HOUR = 3600_000;
const BUILT = { public: '/mf/public/mf-manifest.json', owner: '/mf/owner/mf-manifest.json', admin: '/mf/admin/mf-manifest.json' };

describe('builds of a remote side by side, and which one is live', () => {
  let dir: string;
  let deploy: DeployFolder;
  let dist: string;

  /** A remote's build output as rspack writes it (create-remote-config.js): the parts publishing looks at. */
  const writeDist = (folder: string, container = 'abialbum_owner', publicPath = 'auto') => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ name: container, metaData: { publicPath } }));
    writeFileSync(join(folder, 'remoteEntry.js'), 'var abialbum_owner;');
    writeFileSync(join(folder, '__federation_expose_JoinedAlbums.0a1b2c3d.js'), 'export {};');
  };
  const copyOf = (from: string) => (to: string) => {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) writeFileSync(join(to, name), readFileSync(join(from, name)));
  };
  const liveFile = () => JSON.parse(readFileSync(join(dir, 'deploy', 'remotes.json'), 'utf8')) as Record<string, string>;
  /** Builds published one after the other, an hour apart from `start`: their ids. */
  const publishSeries = async (count: number, start: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = await deploy.addBuild('owner', copyOf(dist), `2026112${i}000000-00000${i}`);
      deploy.switchTo('owner', entryOf('owner', id), new Date(start + i * HOUR));
      ids.push(id);
    }
    return ids;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'abialbum-releases-'));
    writeFileSync(join(dir, 'built-remotes.json'), JSON.stringify(BUILT));
    deploy = new DeployFolder(join(dir, 'deploy'), join(dir, 'built-remotes.json'));
    dist = join(dir, 'dist');
    writeDist(dist);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names builds by their UTC time and random hex, as the gateway expects', () => {
    const id = newBuildId(new Date('2026-11-28T11:22:33.456Z'));
    expect(id).toMatch(/^20261128112233-[0-9a-f]{6}$/);
    expect(BUILD_ID.test(id)).toBe(true);
    expect(buildOf('owner', entryOf('owner', id))).toBe(id);
    expect(buildOf('owner', BUILT.owner)).toBeNull();
  });

  it('adds a build whole under its id, and refuses another remote\'s build or one with a fixed public path', async () => {
    const id = await deploy.addBuild('owner', copyOf(dist));
    expect(readdirSync(deploy.buildDir('owner', id)).sort()).toEqual(['__federation_expose_JoinedAlbums.0a1b2c3d.js', 'mf-manifest.json', 'remoteEntry.js']);
    const publicBuild = join(dir, 'public-dist');
    writeDist(publicBuild, 'abialbum_public');
    await expect(deploy.addBuild('owner', copyOf(publicBuild))).rejects.toThrow(/build of abialbum_public, not of owner/);
    const fixed = join(dir, 'fixed-dist');
    writeDist(fixed, 'abialbum_owner', '/mf/owner/');
    await expect(deploy.addBuild('owner', copyOf(fixed))).rejects.toThrow(/publicPath \/mf\/owner\//);
    // Nothing of the refused ones is left, not even hidden.
    expect(readdirSync(deploy.buildsDir('owner'))).toEqual([id]);
  });

  it('switches one remote in a new remotes.json, keeping the others as built, and records what was live before', async () => {
    expect(deploy.live()).toEqual(BUILT);
    const id = await deploy.addBuild('owner', copyOf(dist));
    expect(deploy.switchTo('owner', entryOf('owner', id))).toBe(BUILT.owner);
    expect(liveFile()).toEqual({ ...BUILT, owner: entryOf('owner', id) });
    expect(deploy.releases('owner').map((r) => r.entry)).toEqual([BUILT.owner, entryOf('owner', id)]);
    // Only remotes.json and the history: the temporary file was renamed over it.
    expect(readdirSync(join(dir, 'deploy')).sort()).toEqual(['mf', 'releases.jsonl', 'remotes.json']);
    expect(() => deploy.switchTo('owner', entryOf('owner', '20261128000000-ffffff'))).toThrow(/no build 20261128000000-ffffff/);
  });

  it('rolls back to the build live before the current one, and from there to the one after', async () => {
    const [a, b] = await publishSeries(2, Date.now() - 2 * HOUR);
    expect(deploy.previousEntry('owner')).toBe(entryOf('owner', a as string));
    deploy.switchTo('owner', deploy.previousEntry('owner') as string);
    expect(liveFile().owner).toBe(entryOf('owner', a as string));
    expect(deploy.previousEntry('owner')).toBe(entryOf('owner', b as string));
    deploy.switchTo('owner', deploy.builtEntry('owner'));
    expect(liveFile().owner).toBe(BUILT.owner);
  });

  it('keeps the live build, the last `keep` before it and any live within `retainMs`; removes the rest', async () => {
    const start = Date.parse('2026-11-20T00:00:00Z');
    const ids = await publishSeries(5, start);
    const now = new Date(start + 4 * HOUR + 30 * 60_000);
    // Builds 0..3 left remotes.json at hours 1..4: with keep 1 and 2 h, build 3 (the rollback) and build 2 (left
    // 1.5 h ago, a tab may still use it) stay.
    expect(deploy.prune('owner', { keep: 1, retainMs: 2 * HOUR }, now)).toEqual([ids[1], ids[0]]);
    expect(deploy.builds('owner')).toEqual([ids[2], ids[3], ids[4]]);
    // Later, only what the count keeps.
    expect(deploy.prune('owner', { keep: 1, retainMs: 2 * HOUR }, new Date(start + 10 * HOUR))).toEqual([ids[2]]);
    expect(deploy.builds('owner')).toEqual([ids[3], ids[4]]);
    expect(existsSync(deploy.buildDir('owner', ids[4] as string))).toBe(true);
  });

  it('never removes the live build, even one rolled back to long ago', async () => {
    const start = Date.parse('2026-11-01T00:00:00Z');
    const ids = await publishSeries(3, start);
    deploy.switchTo('owner', entryOf('owner', ids[0] as string), new Date(start + 3 * HOUR));
    expect(deploy.prune('owner', { keep: 0, retainMs: HOUR }, new Date(start + 100 * HOUR))).toEqual([ids[2], ids[1]]);
    expect(deploy.builds('owner')).toEqual([ids[0]]);
  });

  it('lets one switch at a time hold the lock', async () => {
    const order: string[] = [];
    const slow = deploy.locked(async () => {
      order.push('first in');
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push('first out');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await deploy.locked(() => order.push('second'));
    await slow;
    expect(order).toEqual(['first in', 'first out', 'second']);
  });
});
