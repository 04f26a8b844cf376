import { Verifier } from '@pact-foundation/pact';
import { PACT_DIR, pactsToVerify } from '@abialbum/service-kit/testing-pact';
import { startIdentity, type Harness } from './support/harness';
import { providerStates } from './support/provider-states';

const PROVIDER = 'svc-identity';
/**
 * Every pact whose provider is identity (HTTP from the front ends, messages from services), current and deployed
 * (contracts/deployed).
 */
const identityPacts = () => pactsToVerify(PROVIDER);

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
