import { Verifier } from '@pact-foundation/pact';
import { pactsToVerify } from '@abialbum/service-kit/testing-pact';
import { startService, type Service } from './support/service';
import { DEMO_ID, providerStates } from './support/provider-states';

/**
 * Every pact whose provider is svc-media (HTTP from the front ends, messages to svc-albums and svc-content), current
 * and deployed (contracts/deployed).
 */
const pactsForUs = () => pactsToVerify('svc-media');

describe('svc-media honours the pacts of its consumers', () => {
  let svc: Service;
  beforeAll(async () => {
    // No relay: message pacts read events from the outbox, where the relay would take them from.
    svc = await startService({ relay: false });
  });
  afterAll(() => svc.close());

  it('finds the pacts to verify', () => {
    expect(pactsForUs().length).toBeGreaterThan(0);
  });

  it('verifies every HTTP interaction and every message against the real service', async () => {
    const states = providerStates(svc.services, svc.db.connection, (user) => svc.directory.apply(user));
    const stateHandlers = Object.fromEntries(
      Object.entries(states.states).map(([name, arrange]) => [
        name,
        {
          setup: async () => {
            await states.reset();
            return arrange();
          },
        },
      ]),
    );
    // The consumer's example token stands for user demo: a real one is put in its place.
    const demoToken = await svc.tokens.sign(DEMO_ID);
    await new Verifier({
      provider: 'svc-media',
      providerBaseUrl: svc.url,
      pactUrls: pactsForUs(),
      // The type is an intersection of the two handler forms (TOOLCHAIN.md): a cast is needed.
      stateHandlers: stateHandlers as never,
      messageProviders: states.messageProviders,
      requestFilter: (req, _res, next) => {
        if (req.headers.authorization) req.headers.authorization = `Bearer ${demoToken}`;
        next();
      },
      logLevel: 'warn',
    }).verifyProvider();
  });
});
