import { readJsonFile, remoteBuildOf, type RemotesConfig } from './live-remotes';
import type { FoundFile } from './safe-path';

/** What a remote's build lists beside its manifest (scripts/rspack/screen-files.js): each screen's first files. */
export const SCREEN_FILES = 'screen-files.json';

/** A file of a build's folder that a page may preload: a hashed script or style, no path. */
const BUILD_FILE = /^[\w.-]+\.(?:js|css)$/;

/** Finds a file of a remote's build as /mf/<remote><rest> serves it (the published build's folder or dist/). */
export type RemoteFileFinder = (remote: string, rest: string) => Promise<FoundFile | undefined>;

/** The screens whose lists hold build files only (a list naming anything else is left out whole). */
const screensOf = (parsed: unknown): Record<string, string[]> | null =>
  parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? Object.fromEntries(
        Object.entries(parsed).flatMap(([screen, files]) =>
          Array.isArray(files) && files.every((file) => typeof file === 'string' && BUILD_FILE.test(file)) ? [[screen, files as string[]]] : [],
        ),
      )
    : null;

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
    const build = entry ? remoteBuildOf(entry) : null;
    if (build?.remote !== remote) return [];
    const found = await findRemoteFile(remote, `${build.folder}${SCREEN_FILES}`);
    const files = found ? ((await readJsonFile(found, screensOf))?.[name] ?? []) : [];
    return files.map((file) => `/mf/${remote}${build.folder}${file}`);
  };
}
