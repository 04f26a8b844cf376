import { Verifier } from '@pact-foundation/pact';
import { UserDirectory } from '@abialbum/service-kit';
import { freshDatabase, testFileLinks } from '@abialbum/service-kit/testing';
import { pactsToVerify } from '@abialbum/service-kit/testing-pact';
import { createServices } from '../src/services';
import { messageStates } from './support/message-states';
import { providerStates } from './support/provider-states';

/**
 * The message pacts whose provider is svc-albums, current and deployed (contracts/deployed); its HTTP pacts are
 * verified by albums.verify.test.ts.
 */
const messagePactsForUs = () => pactsToVerify('svc-albums', { kind: 'message' });

describe("svc-albums' events honour the pacts of the services that consume them", () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let services: Awaited<ReturnType<typeof createServices>>;

  beforeAll(async () => {
    db = await freshDatabase('albums_events_verify');
    // No relay: the messages are read from the outbox, where the relay would take them from.
    services = await createServices(db.connection, new UserDirectory(db.connection), undefined, undefined, { links: testFileLinks() });
  });
  afterAll(() => db?.drop());

  it('finds the message pacts to verify', () => {
    expect(messagePactsForUs().length).toBeGreaterThan(0);
  });

  it('verifies every message against the events of real changes', async () => {
    const { reset } = providerStates(services);
    const { states, messageProviders } = messageStates(services);
    const stateHandlers = Object.fromEntries(
      Object.entries(states).map(([name, arrange]) => [
        name,
        {
          setup: async () => {
            await reset();
            return arrange();
          },
        },
      ]),
    );
    await new Verifier({
      provider: 'svc-albums',
      pactUrls: messagePactsForUs(),
      // The type is an intersection of the two handler forms (TOOLCHAIN.md): a cast is needed.
      stateHandlers: stateHandlers as never,
      messageProviders,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
