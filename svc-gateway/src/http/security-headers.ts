import type { Middleware } from 'koa';

/**
 * The pages' Content-Security-Policy (issue 15): scripts, styles and calls only from this origin (the shell, the
 * remotes under /mf/ and the API share it), no inline script anywhere, no framing. Pictures and videos may also
 * come from the web: SPEC 5's URL mode adds media by any http(s) address; `data:` and `blob:` are the blur
 * placeholders and the upload previews.
 */
export const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob: https: http:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Features no screen uses: never granted to anything the pages load. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()';

const FILES_PATH = '/api/v1/files/';

/**
 * Headers on every answer: the page policy, no framing (`frame-ancestors` and, for older browsers,
 * X-Frame-Options), no sniffing, a referrer that never carries a path to another site, HSTS once served over
 * HTTPS. An API answer may carry a token or someone's data: no cache keeps it, unless its service said how it may be
 * kept (stored files say so themselves).
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', PAGE_POLICY);
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (ctx.protocol === 'https') ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // Tokens (sign-in, sign-up, refresh) come back to callers without one: every API answer is kept by no cache,
    // unless its service says how it may be (stored files do; the API document is the same for everyone).
    if (ctx.path.startsWith('/api/') && !ctx.path.startsWith(FILES_PATH) && !ctx.path.startsWith('/api/v1/openapi.json') && !ctx.path.startsWith('/api/docs')) {
      ctx.set('Cache-Control', 'no-store');
    }
    await next();
  };
}
