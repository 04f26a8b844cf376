import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { requestTraceparent } from '@abialbum/service-kit';
import type { Middleware } from 'koa';
import { errorEnvelope } from '../http/envelope';
import type { LinkPreviews } from '../previews/link-previews';
import { dataPreloadsOf, firstScreenOf, isExplorePage, isLandingPage } from '../previews/data-preloads';
import type { FirstScreens } from '../previews/first-screens';
import { withPreloads } from '../previews/preview-page';
import { originOf, sendPreviewPage } from '../previews/send-preview-page';
import { isBuildPath, liveRemotes } from './live-remotes';
import { screenPreloads } from './screen-preloads';
import { sendPage } from './send-page';
import { findFile } from './safe-path';
import { LONG_CACHE, REVALIDATE, sendFile } from './send-file';

const REMOTES = ['public', 'owner', 'admin'] as const;

/** What the shell loads when no deploy-time remotes.json was built: the remotes on this same host. */
export const defaultRemotes = Object.fromEntries(REMOTES.map((name) => [name, `/mf/${name}/mf-manifest.json`]));

const isShellRoute = (urlPath: string) =>
  urlPath === '/abialbum' || urlPath.startsWith('/abialbum/') || urlPath === '/admin' || urlPath.startsWith('/admin/');

/**
 * Single-host mode: the built shell and remotes from the same origin as the API. Shell routes answer the
 * shell's page (the router inside decides); every other unknown page goes home.
 */
export interface SiteSettings {
  featuredAlbumId?: string;
  siteConfigFile?: string;
  /** Shared sections and albums answer their page with link-preview tags (og:*, twitter:*). */
  previews?: LinkPreviews;
  /** Published remotes (WEB_DEPLOY_DIR): remotes.json and mf/<remote>/<build id>/ (live-remotes.ts). */
  deployDir?: string;
  /** Explore's first albums, whose media its page preloads, and the landing page's and Explore's first pictures. */
  firstScreens?: FirstScreens;
}

/** The front end's run-time settings (/config.json): the configured id, else the settings file, else none. */
async function siteConfig({ featuredAlbumId, siteConfigFile }: SiteSettings): Promise<{ featuredAlbumId: string | null }> {
  if (featuredAlbumId) return { featuredAlbumId };
  if (!siteConfigFile) return { featuredAlbumId: null };
  try {
    const parsed = JSON.parse(await readFile(siteConfigFile, 'utf8')) as { featuredAlbumId?: unknown };
    const id = typeof parsed.featuredAlbumId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(parsed.featuredAlbumId) ? parsed.featuredAlbumId : null;
    return { featuredAlbumId: id };
  } catch {
    return { featuredAlbumId: null };
  }
}

export function singleHostRoutes(webRoot: string, settings: SiteSettings = {}): Middleware {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const remoteDist = Object.fromEntries(REMOTES.map((name) => [name, path.join(webRoot, `mfe-${name}`, 'dist')]));
  const live = liveRemotes(shellDist, settings.deployDir);
  const deployDir = settings.deployDir;
  /**
   * A file of a remote's build at /mf/<remote><rest>: a published build's (its files never change under their folder's
   * id, so all of them, remoteEntry.js and the manifest too, are cached for long; kept while a remotes.json may name
   * them: scripts/ops/publish-remote.ts), else the remote's dist/.
   */
  const remoteFile = async (name: string, rest: string) => {
    const published = deployDir && isBuildPath(rest) ? await findFile(path.join(deployDir, 'mf', name), rest) : undefined;
    return published ? { found: published, published: true } : { found: await findFile(remoteDist[name] as string, rest), published: false };
  };
  const screenFilesOf = screenPreloads(
    () => live.config(defaultRemotes),
    async (name, rest) => (REMOTES.includes(name as (typeof REMOTES)[number]) ? (await remoteFile(name, rest)).found : undefined),
  );

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const urlPath = ctx.path;

    if (urlPath === '/') return ctx.redirect('/abialbum/landing');

    if (urlPath === '/config.json') {
      ctx.set('cache-control', 'no-cache');
      ctx.body = await siteConfig(settings);
      return;
    }

    if (urlPath === '/remotes.json') {
      // Read at every request: publishing a remote renames a new file over it (no restart, no cache to wait out).
      const file = await live.file();
      if (file) return sendFile(ctx, file, REVALIDATE);
      ctx.set('cache-control', REVALIDATE);
      ctx.body = defaultRemotes;
      return;
    }

    const remote = /^\/mf\/(public|owner|admin)(\/.*)$/.exec(urlPath);
    if (remote) {
      const name = remote[1] as string;
      const rest = remote[2] as string;
      const { found, published } = await remoteFile(name, rest);
      if (found) return published ? sendFile(ctx, found, LONG_CACHE) : sendFile(ctx, found);
      ctx.status = 404;
      ctx.body = errorEnvelope({ code: 'NOT_FOUND', message: `Not found: ${urlPath}` });
      return;
    }

    const asset = await findFile(shellDist, urlPath);
    if (asset) return sendFile(ctx, asset);

    if (isShellRoute(urlPath)) {
      const page = await findFile(shellDist, 'index.html');
      if (!page) {
        ctx.status = 503;
        ctx.body = errorEnvelope({ code: 'WEB_NOT_BUILT', message: 'The web front end is not built yet: run npm run build.' });
        return;
      }
      const origin = originOf(ctx);
      const preview = origin && (await settings.previews?.previewFor(urlPath, { requestId: ctx.state.requestId, traceparent: requestTraceparent(ctx.req), log: ctx.state.log }));
      const site = await siteConfig(settings);
      const explore = isExplorePage(urlPath);
      const exploreAlbumIds = explore ? await settings.firstScreens?.exploreAlbumIds() : undefined;
      const dataPreloads = dataPreloadsOf(urlPath, { ...site, exploreAlbumIds });
      // The page's screen (its scripts, styles and texts), fetched with the shell's files instead of after them.
      const screen = firstScreenOf(urlPath);
      const screenFiles = screen ? await screenFilesOf(screen) : [];
      if (origin && preview) return sendPreviewPage(ctx, page, preview, origin, dataPreloads, screenFiles);
      // The page's largest paint, fetched with the scripts instead of once they drew the page.
      const picture =
        (explore ? await settings.firstScreens?.explorePicture() : isLandingPage(urlPath) ? await settings.firstScreens?.landingPicture(site.featuredAlbumId) : null) ?? null;
      const moved = await live.page(page, defaultRemotes);
      if (dataPreloads.length > 0 || picture || screenFiles.length > 0) {
        return sendPage(ctx, withPreloads(moved ?? (await readFile(page.file, 'utf8')), dataPreloads, picture, screenFiles), 'r');
      }
      if (moved !== null) return sendPage(ctx, moved, 'r');
      return sendFile(ctx, page, REVALIDATE);
    }

    return ctx.redirect('/');
  };
}
