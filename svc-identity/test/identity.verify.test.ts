import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { startIdentity, type Harness } from './support/harness';
import { providerStates } from './support/provider-states';

const PROVIDER = 'svc-identity';
const PACT_DIR = path.resolve(__dirname, '../../contracts/pacts');

/** Every pact file in contracts/pacts whose provider is identity (HTTP from the front ends, messages from services). */
function identityPacts(): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(PACT_DIR).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((file) => path.join(PACT_DIR, file))
    .filter((file) => (JSON.parse(readFileSync(file, 'utf8')) as { provider?: { name?: string } }).provider?.name === PROVIDER);
}

describe(`${PROVIDER} honours its consumers' pacts`, () => {
  let h: Harness;
  beforeAll(async () => {
    // No relay: message pacts read events from the outbox, where the relay would take them from.
    h = await startIdentity({ relay: false });
  });
  afterAll(() => h.close());

  it('verifies every pact whose provider is svc-identity against the real app', async () => {
    const pactUrls = identityPacts();
    if (pactUrls.length === 0) throw new Error(`no pact for ${PROVIDER} in ${PACT_DIR}: run the consumer pact tests first`);
    const states = providerStates(h);

    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: h.url,
      pactUrls,
      logLevel: 'warn',
      beforeEach: () => states.reset(),
      stateHandlers: states.stateHandlers as never,
      messageProviders: states.messageProviders,
      // The pacts carry sample tokens; the provider needs real ones for the same principal.
      requestFilter: (req, _res, next) => {
        if (!req.headers.authorization) return next();
        states.tokenFor(req.path).then(
          (token) => {
            req.headers.authorization = `Bearer ${token}`;
            next();
          },
          (err: unknown) => next(err),
        );
      },
    }).verifyProvider();
  });
});
