import type { Middleware } from 'koa';
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';
import { findFile } from '../static/safe-path';
import { REVALIDATE, sendFile } from '../static/send-file';
import { publicApiDocument } from './public-api-document';

export const OPENAPI_DOCUMENT_PATH = '/api/v1/openapi.json';
export const DOCS_PAGE_PATH = '/api/docs';

/**
 * What the page loads from swagger-ui-dist (in node_modules, served from this origin: no CDN). Pinned at 5.17.14:
 * later releases depend on @scarf/scarf, whose postinstall script reports each install, and no dependency here
 * runs an install script.
 */
const VIEWER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'index.css', 'swagger-ui.css.map', 'swagger-ui-bundle.js.map']);
const STARTER = 'api-docs.js';

/**
 * The page only names files of this origin: no inline script or style, so it keeps the pages' strict policy
 * (security-headers.ts). Swagger UI 5 sets its styles through the DOM, which `style-src 'self'` allows (tried in
 * Chromium: nothing refused, with operations open and a call tried out).
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Abi Social Album API</title>
  <link rel="stylesheet" href="${DOCS_PAGE_PATH}/index.css">
  <link rel="stylesheet" href="${DOCS_PAGE_PATH}/swagger-ui.css">
</head>
<body>
  <div id="api-docs"></div>
  <script src="${DOCS_PAGE_PATH}/swagger-ui-bundle.js"></script>
  <script src="${DOCS_PAGE_PATH}/${STARTER}"></script>
</body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise send the document to its public validator.
const STARTER_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_DOCUMENT_PATH}',
    dom_id: '#api-docs',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

/**
 * The public API's document at /api/v1/openapi.json (built from the contracts, merged; never proxied) and a page to
 * read it at /api/docs (Swagger UI from node_modules). Mounted before the API proxy; other methods fall through.
 */
export function apiDocsRoutes(): Middleware {
  const document = JSON.stringify(publicApiDocument());
  const viewerDir = getAbsoluteFSPath();

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const urlPath = ctx.path;
    if (urlPath === OPENAPI_DOCUMENT_PATH) {
      ctx.type = 'application/json';
      ctx.set('cache-control', REVALIDATE);
      ctx.body = document;
      return;
    }
    if (urlPath === DOCS_PAGE_PATH || urlPath === `${DOCS_PAGE_PATH}/`) {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('cache-control', REVALIDATE);
      ctx.body = PAGE;
      return;
    }
    if (!urlPath.startsWith(`${DOCS_PAGE_PATH}/`)) return next();
    const name = urlPath.slice(DOCS_PAGE_PATH.length + 1);
    if (name === STARTER) {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.set('cache-control', REVALIDATE);
      ctx.body = STARTER_SCRIPT;
      return;
    }
    const found = VIEWER_FILES.has(name) ? await findFile(viewerDir, name) : undefined;
    if (!found) return next();
    await sendFile(ctx, found, REVALIDATE);
  };
}
