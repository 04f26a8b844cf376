import { albumsOperations } from './albums.operations';
import { buildOpenApiDocument, type DocumentInfo, type OpenApiDocument, type ServiceOperation } from './build-document';
import { contentOperations } from './content.operations';
import { identityOperations } from './identity.operations';
import { mediaOperations } from './media.operations';
import type { ApiOperation } from './operation';

export * from './build-document';
export * from './operation';
export { albumsOperations, contentOperations, identityOperations, mediaOperations };

export type DocumentedService = 'identity' | 'albums' | 'media' | 'content';

/** Every service's operations, each listed once in `<service>.operations.ts`. */
export const serviceOperations: Record<DocumentedService, readonly ApiOperation[]> = {
  identity: identityOperations,
  albums: albumsOperations,
  media: mediaOperations,
  content: contentOperations,
};

const serviceInfo: Record<DocumentedService, DocumentInfo> = {
  identity: { title: 'svc-identity', description: 'Sign-up, sign-in, sessions and profiles; users for admins; the token keys.' },
  albums: { title: 'svc-albums', description: 'Albums, sections, join requests, following, public profiles and search; albums for admins.' },
  media: { title: 'svc-media', description: 'Uploads, stored files, media, approvals, highlights and downloads.' },
  content: { title: 'svc-content', description: 'The About and Terms pages and the statistics.' },
};

/** What the public reaches through the gateway (the gateway's merged document): paths under it. */
export const PUBLIC_API_PREFIX = '/api/v1/';

/** A service's operations, each marked with the service that answers it (`x-service`). */
export const documentedOperations = (service: DocumentedService): ServiceOperation[] =>
  serviceOperations[service].map((op) => ({ ...op, service: `svc-${service}` }));

/** The document a service serves at its own `GET /openapi.json`. */
export function serviceOpenApiDocument(service: DocumentedService): OpenApiDocument {
  return buildOpenApiDocument(serviceInfo[service], documentedOperations(service));
}
