/**
 * The data a public page asks for first, preloaded by its HTML so the browser fetches it beside the scripts
 * (one round trip less before the page's largest paint). Only calls whose answer is the same for every visitor
 * without a token: a signed-in visitor's own call carries its Authorization header, which a browser never
 * matches to the preload, so it gets its own answer (the preload is then one spare read). Each path is the one the
 * screen's API client asks for, to the character (a preload the page never matches is a wasted read).
 */
const PROFILE = /^\/abialbum\/profile\/([0-9a-fA-F]{24})\/?$/;
const LANDING = /^\/abialbum(?:\/landing|\/dashboard)?\/?$/;
const EXPLORE = /^\/abialbum\/home\/?$/;

/** What the pages show that the gateway knows of: the site settings (/config.json), Explore's first albums. */
export interface SitePreloadSettings {
  featuredAlbumId: string | null;
  /** The first albums of Explore (first-screens.ts), as far as known. */
  exploreAlbumIds?: readonly string[];
}

/** How many media Explore shows per album: the `limit` its calls ask for (mfe-public's explore.api.ts). */
export const EXPLORE_MEDIA_PER_ALBUM = 6;

/** Whether `urlPath` is Explore, whose preloads need its first albums. */
export const isExplorePage = (urlPath: string) => EXPLORE.test(urlPath);
/** Whether `urlPath` is the landing page, whose first picture is its featured album's first collection. */
export const isLandingPage = (urlPath: string) => LANDING.test(urlPath);

/**
 * The screen a first page shows (the shell's id for it, shell/src/app/screens.ts), whose files its HTML preloads
 * (static/screen-preloads.ts): the pages preloaded here, which most first visits open.
 */
export function firstScreenOf(urlPath: string): string | null {
  if (PROFILE.test(urlPath)) return 'public/Profile';
  if (LANDING.test(urlPath)) return 'public/Landing';
  if (EXPLORE.test(urlPath)) return 'public/Explore';
  return null;
}

export function dataPreloadsOf(urlPath: string, site: SitePreloadSettings = { featuredAlbumId: null }): string[] {
  const profile = PROFILE.exec(urlPath);
  if (profile) {
    const id = encodeURIComponent(profile[1] as string);
    // mfe-public's profile page (features/profile/api/profile.api.ts): the album's profile and its shared sections.
    return [`/api/v1/abialbum/userprofile/album/${id}`, `/api/v1/abialbum/userprofile/shared-album/${id}`];
  }
  if (LANDING.test(urlPath)) {
    // mfe-public's landing page (features/landing/api/landing.api.ts): the statistics and the featured album's sections.
    const featured = site.featuredAlbumId ? [`/api/v1/abialbum/albums/${encodeURIComponent(site.featuredAlbumId)}/sections`] : [];
    return ['/api/v1/abialbum/stats', ...featured];
  }
  // mfe-public's Explore page (features/explore/api/explore.api.ts): the most followed albums, and the media of the
  // first ones (its largest paint is the first album's first picture).
  if (EXPLORE.test(urlPath)) {
    const media = (site.exploreAlbumIds ?? []).map((id) => `/api/v1/abialbum/albums/${encodeURIComponent(id)}/media?limit=${EXPLORE_MEDIA_PER_ALBUM}`);
    return ['/api/v1/abialbum/userprofile/most-followed-albums', ...media];
  }
  return [];
}
