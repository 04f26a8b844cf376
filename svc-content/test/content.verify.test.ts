import { Verifier } from '@pact-foundation/pact';
import { EventBus } from '@abialbum/service-kit';
import { eventually, freshDatabase, listen, silentLogger, testAmqpUrl, aTokenIssuer } from '@abialbum/service-kit/testing';
import { pactsToVerify } from '@abialbum/service-kit/testing-pact';
import { createApp } from '../src/app';
import { createServices } from '../src/services';
import { ADMIN_ID, providerStates } from './support/provider-states';

/** Every pact whose provider is svc-content (the front ends' content client), current and deployed (contracts/deployed). */
const pactsForUs = () => pactsToVerify('svc-content');

describe('svc-content honours the pacts of its consumers', () => {
  const logger = silentLogger();
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let bus: EventBus;
  let server: Awaited<ReturnType<typeof listen>>;
  let states: ReturnType<typeof providerStates>;
  let adminToken: string;

  beforeAll(async () => {
    db = await freshDatabase('content_verify');
    bus = new EventBus(testAmqpUrl(), logger, 200);
    bus.start();
    await eventually(() => bus.isConnected(), 10_000);
    // No relay: nothing consumes content.updated yet, so the saves' events stay in the outbox.
    const services = createServices(db.connection);
    const tokens = await aTokenIssuer();
    adminToken = await tokens.sign(ADMIN_ID, 'admin');
    states = providerStates(services, db.connection);
    server = await listen(createApp({ logger, connection: db.connection, broker: bus, verify: tokens.verify, services }));
  });

  afterAll(async () => {
    await server?.close();
    await bus?.close();
    await db?.drop();
  });

  it('finds the pacts to verify', () => {
    expect(pactsForUs().length).toBeGreaterThan(0);
  });

  it('verifies every interaction against the real app', async () => {
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
    await new Verifier({
      provider: 'svc-content',
      providerBaseUrl: server.url,
      pactUrls: pactsForUs(),
      // The type is an intersection of the two handler forms (TOOLCHAIN.md): a cast is needed.
      stateHandlers: stateHandlers as never,
      // Every authenticated call of the content client is an admin's: the example token becomes a real one.
      requestFilter: (req, _res, next) => {
        if (req.headers.authorization) req.headers.authorization = `Bearer ${adminToken}`;
        next();
      },
      logLevel: 'warn',
    }).verifyProvider();
  });
});
