import { serviceOpenApiDocument } from '@abialbum/contracts/openapi';
import { openApiRouter } from '@abialbum/service-kit';
import type Router from '@koa/router';

/**
 * This service's OpenAPI document at `GET /openapi.json`, on its own port only (the gateway does not route it; it
 * serves all services' documents merged at /api/v1/openapi.json). Its operations: contracts/src/openapi/albums.operations.ts.
 */
export const openApiRoutes = (): Router => openApiRouter(serviceOpenApiDocument('albums'));
