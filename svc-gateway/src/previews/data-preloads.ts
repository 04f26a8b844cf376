/**
 * The data a public page asks for first, preloaded by its HTML so the browser fetches it beside the scripts
 * (one round trip less before the page's largest paint). Only calls whose answer is the same for every visitor
 * without a token: a signed-in visitor's own call carries its Authorization header, which a browser never
 * matches to the preload, so it gets its own answer (the preload is then one spare read).
 */
const PROFILE = /^\/abialbum\/profile\/([0-9a-fA-F]{24})\/?$/;

export function dataPreloadsOf(urlPath: string): string[] {
  const profile = PROFILE.exec(urlPath);
  if (!profile) return [];
  const id = encodeURIComponent(profile[1] as string);
  // mfe-public's profile page (features/profile/api/profile.api.ts): the album's profile and its shared sections.
  return [`/api/v1/abialbum/userprofile/album/${id}`, `/api/v1/abialbum/userprofile/shared-album/${id}`];
}
