/**
 * Which service answers which call (ARCHITECTURE "Gateway"). Matched in order, first match wins, so a
 * media path below /albums comes before the albums catch-all. The path is forwarded unchanged.
 *
 * Pattern syntax: `{name}` is one path segment; a trailing `*` means "this path or anything below it".
 */
export type ServiceName = 'identity' | 'albums' | 'media' | 'content';
/** Names a request-size limit of the config; JSON unless said otherwise. */
export type BodyLimit = 'json' | 'profileImage' | 'upload';

export interface Route {
  method?: string;
  pattern: string;
  service: ServiceName;
  bodyLimit?: BodyLimit;
  /** Long transfers get the upload timeout instead of the default one. */
  slow?: boolean;
  /** Sign-in style calls are rate-limited per client address. */
  rateLimited?: boolean;
}

const API = '/api/v1/abialbum';

export const routingTable: readonly Route[] = [
  // identity
  { method: 'POST', pattern: `${API}/users/signup`, service: 'identity', rateLimited: true },
  { method: 'POST', pattern: `${API}/users/login`, service: 'identity', rateLimited: true },
  { pattern: `${API}/users/profile`, service: 'identity' },
  // What is proved and recovered by mail (forgot password, address links): a stranger may call them, so limited too.
  { method: 'POST', pattern: `${API}/users/password/*`, service: 'identity', rateLimited: true },
  { method: 'POST', pattern: `${API}/users/email/*`, service: 'identity', rateLimited: true },
  { method: 'POST', pattern: `${API}/user/refresh`, service: 'identity', rateLimited: true },
  { pattern: `${API}/user/*`, service: 'identity' },
  { method: 'POST', pattern: `${API}/admin/login`, service: 'identity', rateLimited: true },
  { method: 'POST', pattern: `${API}/admin/refresh`, service: 'identity', rateLimited: true },
  { pattern: `${API}/admin/logout`, service: 'identity' },
  { pattern: `${API}/admin/users*`, service: 'identity' },
  { pattern: '/.well-known/jwks.json', service: 'identity' },

  // media
  { pattern: `${API}/albums/media*`, service: 'media' },
  // A whole album's ZIP streams for as long as it takes (a paused download, a slow phone): no idle cut-off.
  { method: 'GET', pattern: `${API}/albums/{id}/media/download`, service: 'media', slow: true },
  { pattern: `${API}/albums/{id}/media*`, service: 'media' },
  // A highlight can be created from a file (multipart, under 100 MB): the upload limit, not the JSON one.
  { method: 'POST', pattern: `${API}/albums/highlights`, service: 'media', bodyLimit: 'upload', slow: true },
  // Editing one may bring a new file the same way.
  { method: 'PUT', pattern: `${API}/albums/highlights/{id}`, service: 'media', bodyLimit: 'upload', slow: true },
  { pattern: `${API}/albums/highlights*`, service: 'media' },
  { pattern: `${API}/albums/{id}/highlights`, service: 'media' },
  { pattern: `${API}/users/media`, service: 'media' },
  { pattern: `${API}/users/me/uploaded-media`, service: 'media' },
  { pattern: '/api/v1/upload/profile-image', service: 'media', bodyLimit: 'profileImage', slow: true },
  { pattern: '/api/v1/upload*', service: 'media', bodyLimit: 'upload', slow: true },
  { pattern: '/api/v1/files/*', service: 'media' },

  // albums
  { pattern: `${API}/albums*`, service: 'albums' },
  { pattern: `${API}/social/*`, service: 'albums' },
  { pattern: `${API}/search/*`, service: 'albums' },
  // A share link's password (issue 27 item 2): guesses are limited per client address like a sign-in, besides svc-albums' own count.
  { method: 'POST', pattern: `${API}/userprofile/share/{key}`, service: 'albums', rateLimited: true },
  { pattern: `${API}/userprofile/*`, service: 'albums' },
  { pattern: `${API}/users/joined-albums`, service: 'albums' },
  { pattern: `${API}/users/me/join-requests`, service: 'albums' },
  { pattern: `${API}/admin/albums*`, service: 'albums' },
  // The live notification stream stays open as long as the tab does; svc-albums heart-beats every 20 s, so the long
  // idle limit of slow routes never cuts a live one (nothing is buffered: the proxy pipes each event as it comes).
  { method: 'GET', pattern: `${API}/notifications/stream`, service: 'albums', slow: true },
  { pattern: `${API}/notifications*`, service: 'albums' },

  // content
  { pattern: `${API}/content/*`, service: 'content' },
  { pattern: `${API}/stats`, service: 'content' },
  { pattern: `${API}/admin/stats`, service: 'content' },
];

function compile(pattern: string): RegExp {
  const below = pattern.endsWith('*');
  const body = (below ? pattern.slice(0, -1) : pattern)
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  // "/x/*" needs something below /x; "/x*" also takes /x itself.
  const tail = below ? (body.endsWith('/') ? '[^?#]+' : '(?:/[^?#]*)?') : '';
  return new RegExp(`^${body}${tail}$`);
}

export interface RouteMatcher {
  match(method: string, path: string): Route | undefined;
}

/** Dot segments are never forwarded: a service must not see a path that escapes the matched prefix. */
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

export function createRouteMatcher(table: readonly Route[] = routingTable): RouteMatcher {
  const compiled = table.map((route) => ({ route, regex: compile(route.pattern) }));
  return {
    match(method, path) {
      if (DOT_SEGMENT.test(path)) return undefined;
      const found = compiled.find(
        ({ route, regex }) => (!route.method || route.method === method.toUpperCase()) && regex.test(path),
      );
      return found?.route;
    },
  };
}
