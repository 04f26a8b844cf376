/**
 * Builds of a remote kept side by side in a deploy folder, and which one is live (README "A front end goes live
 * alone"). The folder (the gateway's WEB_DEPLOY_DIR):
 *
 *   remotes.json                      what the shell loads: { "owner": "/mf/owner/<build id>/mf-manifest.json", ... }
 *   releases.jsonl                    every switch, a line each: { at, remote, entry }
 *   mf/<remote>/<build id>/           one build: remoteEntry.js, mf-manifest.json, hashed chunks (never changed)
 *
 * A build goes in whole (written to a hidden folder, checked, then renamed: the gateway serves no hidden path), and
 * remotes.json is switched by renaming a complete new file over it, so a reader sees the old file or the new one.
 * Switches and removals hold a lock (`.lock`), so two teams publishing at once do not lose each other's switch.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeSync, appendFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

export const REMOTES = ['public', 'owner', 'admin'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type RemotesConfig = Record<string, string>;

/** UTC time of the build, then random hex (svc-gateway's live-remotes.ts serves only folders of this shape). */
export const BUILD_ID = /^\d{14}-[0-9a-f]{6}$/;

export const isRemote = (name: string): name is RemoteName => (REMOTES as readonly string[]).includes(name);

export function newBuildId(now = new Date()): string {
  return `${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
}

/** The URL remotes.json names for a published build. */
export const entryOf = (remote: RemoteName, id: string) => `/mf/${remote}/${id}/mf-manifest.json`;

/** The build id an entry URL names, or null (the built remote, another host). */
export function buildOf(remote: RemoteName, entry: string | undefined): string | null {
  const match = new RegExp(`^/mf/${remote}/([^/]+)/mf-manifest\\.json$`).exec(entry ?? '');
  return match && BUILD_ID.test(match[1] as string) ? (match[1] as string) : null;
}

/** The retention rule's settings: see `prune`. */
export interface Retention {
  /** Builds kept besides the live one, the most recently live first: the rollback targets. */
  keep: number;
  /** A build live within this long is kept whatever `keep` says: an open tab that loaded it still fetches its files. */
  retainMs: number;
}

export const DEFAULT_RETENTION: Retention = { keep: 3, retainMs: 7 * 24 * 3600 * 1000 };

export interface Release {
  at: string;
  remote: string;
  entry: string;
}

export class DeployFolder {
  /**
   * @param dir the deploy folder
   * @param builtRemotes the shell's built remotes.json (what the gateway answers before anything is published)
   */
  constructor(
    readonly dir: string,
    private readonly builtRemotes: string,
  ) {}

  buildsDir(remote: RemoteName): string {
    return join(this.dir, 'mf', remote);
  }

  buildDir(remote: RemoteName, id: string): string {
    return join(this.buildsDir(remote), id);
  }

  /** What the shell loads now: the published remotes.json, else the built one, else this host's defaults. */
  live(): RemotesConfig {
    for (const file of [join(this.dir, 'remotes.json'), this.builtRemotes]) {
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as RemotesConfig;
    }
    return Object.fromEntries(REMOTES.map((name) => [name, `/mf/${name}/mf-manifest.json`]));
  }

  /** The shell's built remotes.json's entry of `remote` (the remote's dist/, served at /mf/<remote>/). */
  builtEntry(remote: RemoteName): string {
    const built = existsSync(this.builtRemotes) ? (JSON.parse(readFileSync(this.builtRemotes, 'utf8')) as RemotesConfig) : {};
    return built[remote] ?? `/mf/${remote}/mf-manifest.json`;
  }

  releases(remote?: RemoteName): Release[] {
    const file = join(this.dir, 'releases.jsonl');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Release)
      .filter((release) => !remote || release.remote === remote);
  }

  /** The build ids kept for `remote`, oldest first (ids begin with their UTC time). */
  builds(remote: RemoteName): string[] {
    const dir = this.buildsDir(remote);
    return existsSync(dir) ? readdirSync(dir).filter((name) => BUILD_ID.test(name)).sort() : [];
  }

  /**
   * Adds a build: `fill` writes it into a hidden folder (a copy of a dist/, or an rspack build), which is checked
   * (a manifest of this remote, its remoteEntry.js, files that load from wherever they are served) and then renamed
   * to its id. Returns the id.
   */
  async addBuild(remote: RemoteName, fill: (dir: string, id: string) => Promise<void> | void, id = newBuildId()): Promise<string> {
    if (!BUILD_ID.test(id)) throw new Error(`not a build id: ${id}`);
    const final = this.buildDir(remote, id);
    if (existsSync(final)) throw new Error(`${remote} already has a build ${id}: a build id is never reused`);
    const staging = join(this.buildsDir(remote), `.staging-${id}`);
    mkdirSync(this.buildsDir(remote), { recursive: true });
    rmSync(staging, { recursive: true, force: true });
    try {
      await fill(staging, id);
      checkBuild(remote, staging);
      renameSync(staging, final);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    return id;
  }

  /**
   * Makes `entry` the live one of `remote`: a new remotes.json (every other remote as it was) renamed over the old
   * one, and a line in releases.jsonl (the first switch of a remote also records what was live before it, so a
   * rollback can go back to it). Returns the entry that was live.
   */
  switchTo(remote: RemoteName, entry: string, now = new Date()): string {
    const live = this.live();
    const before = live[remote] ?? this.builtEntry(remote);
    const id = buildOf(remote, entry);
    if (id && !existsSync(join(this.buildDir(remote, id), 'mf-manifest.json'))) throw new Error(`${remote} has no build ${id} here`);
    mkdirSync(this.dir, { recursive: true });
    writeAtomically(join(this.dir, 'remotes.json'), `${JSON.stringify({ ...live, [remote]: entry }, null, 2)}\n`);
    const history = join(this.dir, 'releases.jsonl');
    const line = (release: Release) => appendFileSync(history, `${JSON.stringify(release)}\n`);
    if (this.releases(remote).length === 0) line({ at: new Date(now.getTime() - 1).toISOString(), remote, entry: before });
    line({ at: now.toISOString(), remote, entry });
    return before;
  }

  /** The entry a rollback goes back to: the last one live before the current one that is still here, or null. */
  previousEntry(remote: RemoteName): string | null {
    const current = this.live()[remote];
    const past = this.releases(remote).map((release) => release.entry);
    for (let i = past.length - 1; i >= 0; i--) {
      const entry = past[i] as string;
      if (entry === current) continue;
      const id = buildOf(remote, entry);
      if (!id || this.builds(remote).includes(id)) return entry;
    }
    return null;
  }

  /** When each kept build of `remote` was last live (now for the live one; never-live builds: their folder's time). */
  lastLive(remote: RemoteName, now = new Date()): Map<string, number> {
    const times = new Map<string, number>();
    let previous: string | null = null;
    for (const release of this.releases(remote)) {
      const at = Date.parse(release.at);
      if (previous) times.set(previous, at);
      previous = buildOf(remote, release.entry);
    }
    const current = buildOf(remote, this.live()[remote]);
    if (current) times.set(current, now.getTime());
    for (const id of this.builds(remote)) {
      if (!times.has(id)) times.set(id, statSync(this.buildDir(remote, id)).mtimeMs);
    }
    return times;
  }

  /**
   * The retention rule: a build of `remote` stays while remotes.json names it (the live one), while it is one of the
   * `keep` builds live most recently before it (rollback), and while it was live less than `retainMs` ago (a tab
   * opened on it before the switch loads its lazy screens from it until it is reloaded). Every other build is
   * removed, and staging folders a failed publish left over a day ago. Returns the removed ids.
   */
  prune(remote: RemoteName, retention: Retention = DEFAULT_RETENTION, now = new Date()): string[] {
    const current = buildOf(remote, this.live()[remote]);
    const lastLive = this.lastLive(remote, now);
    const others = this.builds(remote)
      .filter((id) => id !== current)
      .sort((a, b) => (lastLive.get(b) ?? 0) - (lastLive.get(a) ?? 0) || b.localeCompare(a));
    const removed = others.slice(retention.keep).filter((id) => now.getTime() - (lastLive.get(id) ?? 0) >= retention.retainMs);
    for (const id of removed) rmSync(this.buildDir(remote, id), { recursive: true, force: true });
    const dir = this.buildsDir(remote);
    if (existsSync(dir)) {
      for (const name of readdirSync(dir).filter((n) => n.startsWith('.staging-'))) {
        if (now.getTime() - statSync(join(dir, name)).mtimeMs > 24 * 3600 * 1000) rmSync(join(dir, name), { recursive: true, force: true });
      }
    }
    return removed;
  }

  /** Runs `fn` holding the folder's lock (a directory made atomically; one left by a crash is taken after 10 min). */
  async locked<T>(fn: () => T | Promise<T>, waitMs = 60_000): Promise<T> {
    mkdirSync(this.dir, { recursive: true });
    const lock = join(this.dir, '.lock');
    const until = Date.now() + waitMs;
    for (;;) {
      try {
        mkdirSync(lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
        if (age > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
        else if (Date.now() > until) throw new Error(`${lock} is held by another publish (remove it if none runs)`);
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    try {
      return await fn();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** A build of `remote` that can go live from its own folder, or an error saying what is wrong. */
export function checkBuild(remote: RemoteName, dir: string): void {
  const manifestFile = join(dir, 'mf-manifest.json');
  if (!existsSync(manifestFile) || !existsSync(join(dir, 'remoteEntry.js'))) throw new Error(`${dir} is not a build of a remote: no mf-manifest.json or remoteEntry.js`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { name?: string; metaData?: { publicPath?: string } };
  if (manifest.name !== `abialbum_${remote}`) throw new Error(`${dir} is a build of ${manifest.name ?? 'something else'}, not of ${remote}`);
  // 'auto': the files load from the folder the manifest came from. A fixed path would load another build's files.
  if (manifest.metaData?.publicPath !== 'auto') throw new Error(`${dir} was built with publicPath ${manifest.metaData?.publicPath}: only 'auto' builds can be published side by side`);
}

/** Writes a whole new file beside `file`, flushes it, then renames it over `file`: readers see one or the other. */
export function writeAtomically(file: string, content: string): void {
  const temp = `${file.replace(/[^/]+$/, (name) => `.${name}`)}.${process.pid}.${randomBytes(3).toString('hex')}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}
