import { readFile } from 'node:fs/promises';
import type { RemotesConfig } from './live-remotes';
import type { FoundFile } from './safe-path';

/** What a remote's build lists beside its manifest (scripts/rspack/screen-files.js): each screen's first files. */
export const SCREEN_FILES = 'screen-files.json';

/** A file of a build's folder that a page may preload: a hashed script or style, no path. */
const BUILD_FILE = /^[\w.-]+\.(?:js|css)$/;
/** A remote's manifest on this host: /mf/<remote>/mf-manifest.json, or in a published build's folder. */
const MANIFEST_ON_HOST = /^\/mf\/([a-z]+)(\/(?:[^/]+\/)?)mf-manifest\.json$/;

/** Finds a file of a remote's build as /mf/<remote><rest> serves it (the published build's folder or dist/). */
export type RemoteFileFinder = (remote: string, rest: string) => Promise<FoundFile | undefined>;

const cache = new Map<string, { key: string; screens: Record<string, string[]> }>();

async function screensIn(found: FoundFile): Promise<Record<string, string[]>> {
  const key = `${found.size}:${found.mtimeMs}`;
  const hit = cache.get(found.file);
  if (hit?.key === key) return hit.screens;
  let screens: Record<string, string[]> = {};
  try {
    const parsed = JSON.parse(await readFile(found.file, 'utf8')) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      screens = Object.fromEntries(
        Object.entries(parsed).flatMap(([screen, files]) =>
          Array.isArray(files) && files.every((file) => typeof file === 'string' && BUILD_FILE.test(file)) ? [[screen, files as string[]]] : [],
        ),
      );
    }
  } catch {
    screens = {};
  }
  cache.set(found.file, { key, screens });
  return screens;
}

/**
 * The files a first page's screen needs before it draws (`screen`: the shell's id, `public/Explore`), as paths on
 * this host, for the page's HTML to preload: the browser fetches them with the shell's own files instead of after
 * the shell and remoteEntry.js asked for them, one hop after another. Read from the live build of the screen's
 * remote (`remotes`: the remotes.json in effect), so a published build preloads its own files. Nothing when the
 * remote is served from elsewhere or its build lists nothing for the screen: the page then loads as before.
 */
export function screenPreloads(remotes: () => Promise<RemotesConfig>, findRemoteFile: RemoteFileFinder) {
  return async (screen: string): Promise<string[]> => {
    const [remote, name] = screen.split('/');
    if (!remote || !name) return [];
    const entry = (await remotes())[remote];
    const onHost = entry ? MANIFEST_ON_HOST.exec(entry) : null;
    if (!onHost || onHost[1] !== remote) return [];
    const folder = onHost[2] as string;
    const found = await findRemoteFile(remote, `${folder}${SCREEN_FILES}`);
    const files = found ? ((await screensIn(found))[name] ?? []) : [];
    return files.map((file) => `/mf/${remote}${folder}${file}`);
  };
}
