import { serviceOpenApiDocument } from '@abialbum/contracts/openapi';
import { compareRoutes, unansweredOperations } from '@abialbum/service-kit/testing';
import { type Harness, startIdentity } from './support/harness';

/** README "API documents": the document (contracts/src/openapi/identity.operations.ts) and the app must agree. */
describe('svc-identity OpenAPI document', () => {
  const document = serviceOpenApiDocument('identity');
  let svc: Harness;
  beforeAll(async () => {
    svc = await startIdentity();
  });
  afterAll(() => svc.close());

  it('serves its document, built from the contracts, at /openapi.json', async () => {
    const res = await fetch(`${svc.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('describes every public route of the app, and no operation the app has no route for', () => {
    expect(compareRoutes(svc.app, document)).toEqual({ undocumented: [], notRoutes: [] });
  });

  it('answers every operation it describes (none is an unknown route)', async () => {
    expect(await unansweredOperations(svc.url, document)).toEqual([]);
  });
});
