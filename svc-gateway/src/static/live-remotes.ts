import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type FoundFile, findFile } from './safe-path';
import { warmFolder } from './warm-up';


export type RemotesConfig = Record<string, string>;

/**
 * A published build's folder: the id scripts/ops/publish-remote.ts gives a build (UTC time, then random hex). Only
 * paths of this shape are looked up in the deploy folder; every file there is immutable (an id is never reused).
 */
export const BUILD_ID = /^\d{14}-[0-9a-f]{6}$/;

/** `/<build id>/<file...>` below /mf/<remote>: a published build's file. */
export const isBuildPath = (rest: string): boolean => {
  const [, id, ...file] = rest.split('/');
  return BUILD_ID.test(id ?? '') && file.length > 0 && file.every(Boolean);
};

const cache = new Map<string, { key: string; value: unknown }>();

/**
 * A JSON file of the web builds as `read` makes it out (null: not what it should be, as is a file that is not JSON),
 * kept while its size and mtime stay: read again only once a publish renamed a new one over it. One reader per file.
 */
export async function readJsonFile<T>(found: FoundFile, read: (parsed: unknown) => T | null): Promise<T | null> {
  const key = `${found.size}:${found.mtimeMs}`;
  const hit = cache.get(found.file);
  if (hit?.key === key) return hit.value as T | null;
  let value: T | null = null;
  try {
    value = read(JSON.parse(await readFile(found.file, 'utf8')) as unknown);
  } catch {
    value = null;
  }
  cache.set(found.file, { key, value });
  return value;
}

/** The parsed remotes.json, or null when it is not an object of strings. */
const parse = (found: FoundFile) =>
  readJsonFile(found, (parsed) =>
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).every((v) => typeof v === 'string') ? (parsed as RemotesConfig) : null,
  );

/**
 * Where a remotes.json entry's build lies on this host: `/mf/<remote>/mf-manifest.json` (the remote's dist/, folder
 * `/`) or `/mf/<remote>/<build id>/mf-manifest.json` (a published build); null for anything else (another host).
 */
export function remoteBuildOf(entry: string): { remote: string; folder: string; buildId: string | null } | null {
  const [, remote, id] = /^\/mf\/([a-z]+)\/(?:([^/]+)\/)?mf-manifest\.json$/.exec(entry) ?? [];
  if (!remote || (id !== undefined && !BUILD_ID.test(id))) return null;
  return { remote, folder: id ? `/${id}/` : '/', buildId: id ?? null };
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const folderOf = (url: string) => url.replace(/[^/]*$/, '');

/**
 * Which remotes.json the shell gets: the published one (deployDir/remotes.json, switched by a rename, read at
 * every request) over the shell's built one. The shell's page was built with preload links to the built one's
 * first remote (its manifest and remoteEntry.js, shell/rspack.config.js): once a new build of that remote is
 * live, the page is answered with those links pointing at it, so the head start is not spent on the old build.
 */
export function liveRemotes(shellDist: string, deployDir: string | undefined) {
  const published = () => (deployDir ? findFile(deployDir, 'remotes.json') : Promise.resolve(undefined));
  const built = () => findFile(shellDist, 'remotes.json');
  let seen = '';
  const warmed = new Set<string>();

  /**
   * The first time a remotes.json is read (after a start, after each switch), the builds it names are compressed
   * in the background, as warm-up.ts does for the built ones at start: the first visitors of a new build do not
   * wait for brotli of its bigger chunks.
   */
  const warmLiveBuilds = (found: FoundFile) => {
    const key = `${found.size}:${found.mtimeMs}`;
    if (!deployDir || key === seen) return;
    seen = key;
    void parse(found)
      .then(async (config) => {
        for (const [alias, entry] of Object.entries(config ?? {})) {
          const build = remoteBuildOf(entry);
          if (build?.remote !== alias || !build.buildId) continue;
          const dir = path.join(deployDir, 'mf', build.remote, build.buildId);
          if (warmed.has(dir)) continue;
          warmed.add(dir);
          await warmFolder(dir);
        }
      })
      .catch(() => undefined);
  };

  /** The file to answer /remotes.json with, or undefined (then the defaults for this host). */
  const file = async (): Promise<FoundFile | undefined> => {
    const live = await published();
    if (live) warmLiveBuilds(live);
    return live ?? (await built());
  };

  return {
    file,

    /** The remotes.json in effect: the published one, else the shell's built one, else `defaults`. */
    async config(defaults: RemotesConfig): Promise<RemotesConfig> {
      const found = await file();
      return (found ? await parse(found) : null) ?? defaults;
    },

    /** The shell's page with its remote preloads moved to the live builds, or null when none moved. */
    async page(page: FoundFile, defaults: RemotesConfig): Promise<string | null> {
      const live = await published();
      if (!live) return null;
      const now = await parse(live);
      const builtFile = await built();
      const was = builtFile ? await parse(builtFile) : defaults;
      if (!now || !was) return null;
      const moved = Object.entries(now).filter(([alias, url]) => was[alias] && was[alias] !== url);
      if (moved.length === 0) return null;
      const original = await readFile(page.file, 'utf8');
      let html = original;
      for (const [alias, url] of moved) {
        const old = was[alias] as string;
        html = html.split(`href="${attr(old)}"`).join(`href="${attr(url)}"`);
        html = html.split(`href="${attr(`${folderOf(old)}remoteEntry.js`)}"`).join(`href="${attr(`${folderOf(url)}remoteEntry.js`)}"`);
      }
      return html === original ? null : html;
    },
  };
}
