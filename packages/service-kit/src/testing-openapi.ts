import type Router from '@koa/router';
import type Koa from 'koa';

/** What an app may answer without a document: the kit's health checks, calls between services, the document itself. */
const UNDOCUMENTED = [/^\/health$/, /^\/ready$/, /^\/internal(\/|$)/, /^\/openapi\.json$/];

/** A route as `METHOD /path/{param}` (OpenAPI's path style). */
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * Every route the routers of `app` declare (createServiceApp mounts each with `router.routes()`, which carries its
 * router), as `GET /api/v1/abialbum/albums/{id}`. HEAD is left out where GET answers it (@koa/router adds it).
 */
export function routesOf(app: Koa): string[] {
  const routes = new Set<string>();
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      // A layer without methods is `router.use(...)`: middleware, not a route.
      if (layer.methods.length === 0) continue;
      if (typeof layer.path !== 'string') throw new Error(`a route declared by a regular expression cannot be documented: ${layer.path}`);
      const path = layer.path.replace(/:(\w+)/g, '{$1}');
      for (const method of layer.methods) {
        if (method === 'HEAD' && layer.methods.includes('GET')) continue;
        routes.add(routeKey(method, path));
      }
    }
  }
  return [...routes].sort();
}

/** The routes of `app` that its OpenAPI document must describe. */
export const publicRoutesOf = (app: Koa) => routesOf(app).filter((route) => !UNDOCUMENTED.some((rule) => rule.test(route.split(' ')[1] ?? '')));

interface DocumentPaths {
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of an OpenAPI document, as `METHOD /path/{param}`. */
export function operationsOf(document: DocumentPaths): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).filter((key) => METHODS.includes(key)).map((method) => routeKey(method, path)))
    .sort();
}

/**
 * The two ways a document and an app drift apart: routes the document does not describe, and operations that no
 * route declares. Both empty when they agree.
 */
export function compareRoutes(app: Koa, document: DocumentPaths): { undocumented: string[]; notRoutes: string[] } {
  const routes = publicRoutesOf(app);
  const operations = operationsOf(document);
  return {
    undocumented: routes.filter((route) => !operations.includes(route)),
    notRoutes: operations.filter((operation) => !routes.includes(operation)),
  };
}

/** A value for each path parameter: a well-formed id that names nothing. */
const SAMPLE_ID = '0123456789abcdef01234567';

/**
 * Calls every operation of `document` on the running service at `baseUrl`, anonymously and without a body, and
 * lists those the app answers as an unknown route (404 ROUTE_NOT_FOUND, 405, 501). Any other answer (401, 400,
 * 404 of a thing that does not exist) means a route took the call.
 */
export async function unansweredOperations(baseUrl: string, document: DocumentPaths): Promise<string[]> {
  const unanswered: string[] = [];
  for (const operation of operationsOf(document)) {
    const [method = 'GET', path = '/'] = operation.split(' ');
    const res = await fetch(`${baseUrl}${path.replace(/\{[^}]+\}/g, SAMPLE_ID)}`, { method, signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    const unknownRoute = res.status === 405 || res.status === 501 || (res.status === 404 && text.includes('"ROUTE_NOT_FOUND"'));
    if (unknownRoute) unanswered.push(`${operation} answered ${res.status}`);
  }
  return unanswered;
}
