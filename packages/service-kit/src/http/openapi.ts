import Router from '@koa/router';

/** Where every service serves its own OpenAPI document, on its own port (the gateway never routes it). */
export const OPENAPI_PATH = '/openapi.json';

/**
 * A service's OpenAPI document (built from the contracts, `@abialbum/contracts/openapi`) at `GET /openapi.json`.
 * Serialised once: the document does not change while the process runs.
 */
export function openApiRouter(document: object): Router {
  const body = JSON.stringify(document);
  const router = new Router();
  router.get(OPENAPI_PATH, (ctx) => {
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  });
  return router;
}
