import { serviceOpenApiDocument } from '@abialbum/contracts/openapi';
import { compareRoutes, unansweredOperations } from '@abialbum/service-kit/testing';
import { type Service, startService } from './support/service';

/** README "API documents": the document (contracts/src/openapi/albums.operations.ts) and the app must agree. */
describe('svc-albums OpenAPI document', () => {
  const document = serviceOpenApiDocument('albums');
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
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
