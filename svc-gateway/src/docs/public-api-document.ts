import {
  buildOpenApiDocument,
  type DocumentedService,
  documentedOperations,
  type OpenApiDocument,
  PUBLIC_API_PREFIX,
  serviceOperations,
} from '@abialbum/contracts/openapi';

/**
 * The public API in one OpenAPI 3.1 document: every service's operations under /api/v1/ (contracts/src/openapi),
 * merged. Built from the contracts when the gateway starts, never by asking the services; each operation says
 * which service answers it (`x-service`), and test/api-docs.test.ts checks the routing table sends it there.
 */
export function publicApiDocument(): OpenApiDocument {
  const services = Object.keys(serviceOperations) as DocumentedService[];
  const operations = services.flatMap(documentedOperations).filter((op) => op.path.startsWith(PUBLIC_API_PREFIX));
  return buildOpenApiDocument(
    {
      title: 'Abi Social Album API',
      description:
        'The public API under /api/v1, as the gateway routes it to the services (`x-service` names the one that answers). ' +
        'Sign in with `POST /api/v1/abialbum/users/login` (an admin with `admin/login`) and send `data.accessToken` as a ' +
        'bearer token; `users/signup` and `users/login` are rate-limited per address by the gateway too.',
    },
    operations,
  );
}
