/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1:38491/"}
 */
import './support/jsdom-text-encoding';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediaClient } from '../src/entries/clients';
import { MEDIA_STATES as STATES, PIXEL_PNG, envelope, uploadedFileTemplate } from './support/media-pact';
import { JSON_HEADERS, settled, userBearer, webPact, clearSessions, useMockServer } from './support/web-pact';

/** The example's multipart boundary, fixed so the pact file is the same at every run (any boundary matches). */
const PACT_BOUNDARY = 'abialbum-pact-boundary';

/**
 * The single-file upload as the browser sends it: through XMLHttpRequest (for its progress), which only a
 * DOM has, so this file runs in jsdom, whose XMLHttpRequest makes the real request and builds the multipart
 * body itself. The mock server listens on the page's own origin, as the gateway does for the front ends,
 * so the request is same-origin (no CORS preflight). Provider: svc-media, verified by its own suite.
 */
const PAGE_PORT = 38491;
const pact = webPact('svc-media', { port: PAGE_PORT });

let fixtures: string;
beforeAll(() => {
  fixtures = mkdtempSync(path.join(tmpdir(), 'media-upload-pact-'));
  writeFileSync(path.join(fixtures, 'pixel.png'), PIXEL_PNG);
});
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

beforeEach(clearSessions);

describe('media client against svc-media: the single-file upload', () => {
  it('uploads one file as multipart, with its progress, and gets its URL back', () =>
    pact
      .addInteraction()
      .given(STATES.album)
      .uponReceiving('an upload of one picture')
      .withRequest('POST', '/api/v1/upload', (b) => b.headers(userBearer).multipartBody('image/png', path.join(fixtures, 'pixel.png'), 'file', PACT_BOUNDARY))
      .willRespondWith(201, (b) => b.headers(JSON_HEADERS).jsonBody(envelope(uploadedFileTemplate(), 'File uploaded successfully')))
      .executeTest(
        settled(async (mock) => {
          useMockServer(mock.url, 'user');
          const progress: number[] = [];
          const file = new File([PIXEL_PNG], 'pixel.png', { type: 'image/png' });
          const result = await mediaClient.upload(file, { onProgress: (fraction) => progress.push(fraction) });
          expect(result.data.url).toMatch(/^\/api\/v1\/files\//);
          expect(progress.at(-1)).toBe(1);
        }),
      ));
});
