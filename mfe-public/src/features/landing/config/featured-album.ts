/**
 * The landing page's featured album is deployment configuration (ARCHITECTURE "Data": SPEC's fixed id 14
 * is that value in the original deployment). A host page may set it before the shell starts; otherwise
 * /config.json is read once per page load. No value means the landing page has no featured album.
 */
declare global {
  interface Window {
    __ABIALBUM_CONFIG__?: { featuredAlbumId?: string | number | null };
  }
}

export const CONFIG_URL = '/config.json';

let fromFile: Promise<string | null> | null = null;

const asId = (value: unknown): string | null =>
  (typeof value === 'string' && value.trim()) || typeof value === 'number' ? String(value).trim() : null;

export function readFeaturedAlbumId(): Promise<string | null> {
  const configured = asId(typeof window === 'undefined' ? null : window.__ABIALBUM_CONFIG__?.featuredAlbumId);
  if (configured) return Promise.resolve(configured);
  fromFile ??= Promise.resolve()
    .then(() => fetch(CONFIG_URL, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }))
    .then((response) => (response.ok ? (response.json() as Promise<{ featuredAlbumId?: unknown } | null>) : null))
    .then((config) => asId(config?.featuredAlbumId))
    // A host without the file answers its HTML page or 404: that is "no featured album", not an error.
    .catch(() => null);
  return fromFile;
}

/** Tests: forget the cached /config.json answer. */
export function forgetFeaturedAlbumConfig(): void {
  fromFile = null;
}
