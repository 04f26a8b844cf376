import path from 'node:path';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { getFfiLib } from '@pact-foundation/pact-core';
import { configureApi } from '../../src/api/api-config';
import { clearAdmin, clearUserSession, writeAdmin, writeTokens } from '../../src/api/token-store';

const { regex } = MatchersV3;

/**
 * The pact of every front end's client (web-kit) with one service, written to contracts/pacts. A pact file
 * may be written by several test files: pact_ffi merges into it, so they must not run at the same time
 * (jest.pact.config.js runs them one after the other).
 */
export const webPact = (provider: 'svc-identity' | 'svc-albums' | 'svc-media' | 'svc-content', options: { port?: number } = {}) =>
  new PactV4({ consumer: 'abialbum-web', provider, dir: path.resolve(__dirname, '../../../../contracts/pacts'), logLevel: 'warn', ...options });

export const JSON_HEADERS = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
/** Example tokens: each provider's verifier puts a real one of the same principal in their place. */
export const userBearer = { Authorization: regex('^Bearer .+$', 'Bearer user-access-token') };
export const adminBearer = { Authorization: regex('^Bearer .+$', 'Bearer admin-access-token') };

const RECORDED_WITHIN_MS = 5_000;

/**
 * Wraps the body of `executeTest` so that it returns only once the mock server has recorded every request it
 * answered. Pact JS 16.3+ runs pact_mock_server 2.x, which answers a request first and records the match on
 * another task a moment later (pact-foundation/pact-reference#535, pact-core-mock-server#13); `executeTest` reads
 * that record as soon as the body returns, so on a busy machine it reported a request the client had its answer
 * to as "expected but not received". A request that really is missing still fails, after RECORDED_WITHIN_MS.
 */
export const settled =
  <T>(body: (mock: V3MockServer) => Promise<T>) =>
  async (mock: V3MockServer): Promise<T> => {
    const result = await body(mock);
    const ffi = getFfiLib();
    const deadline = Date.now() + RECORDED_WITHIN_MS;
    while (!ffi.pactffiMockServerMatched(mock.port) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    return result;
  };

/** Each interaction starts with nobody signed in (a beforeEach of every web pact test). */
export function clearSessions(): void {
  clearUserSession();
  clearAdmin();
}

/** Points the clients at the mock server, signed in as a user, as the admin, or not at all. */
export function useMockServer(url: string, session: 'user' | 'admin' | 'none'): void {
  configureApi({ baseUrl: `${url}/api/v1` });
  if (session === 'user') writeTokens({ accessToken: 'user-access-token', refreshToken: null, expiresAt: null });
  if (session === 'admin') writeAdmin({ token: 'admin-access-token', email: 'admin@abialbum.test', role: 'admin' });
}
