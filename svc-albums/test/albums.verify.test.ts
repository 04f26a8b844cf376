import { Verifier } from '@pact-foundation/pact';
import { EventBus, UserDirectory } from '@abialbum/service-kit';
import { eventually, freshDatabase, listen, silentLogger, testAmqpUrl, aTokenIssuer, testFileLinks } from '@abialbum/service-kit/testing';
import { pactsToVerify } from '@abialbum/service-kit/testing-pact';
import { createApp } from '../src/app';
import { createServices } from '../src/services';
import { DEMO_ID, providerStates } from './support/provider-states';

const ADMIN_ID = '65f0000000000000000000ad';
const ADMIN_ROUTES = '/api/v1/abialbum/admin/';

/**
 * Every HTTP pact whose provider is svc-albums (the front ends' client), current and deployed (contracts/deployed);
 * the message pacts of the services that consume its events are verified by album-events.verify.test.ts.
 */
const pactsForUs = () => pactsToVerify('svc-albums', { kind: 'http' });

describe('svc-albums honours the pacts of its consumers', () => {
  const logger = silentLogger();
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let bus: EventBus;
  let server: Awaited<ReturnType<typeof listen>>;
  let states: ReturnType<typeof providerStates>;
  let sign: (userId: string, role?: 'user' | 'admin') => Promise<string>;

  beforeAll(async () => {
    db = await freshDatabase('albums_verify');
    bus = new EventBus(testAmqpUrl(), logger, 200);
    bus.start();
    await eventually(() => bus.isConnected(), 10_000);
    const services = await createServices(db.connection, new UserDirectory(db.connection), undefined, undefined, { links: testFileLinks() });
    const tokens = await aTokenIssuer();
    sign = (userId, role) => tokens.sign(userId, role);
    states = providerStates(services);
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
    // The consumer's example tokens stand for user demo, or on admin routes for the admin.
    const stateHandlers = Object.fromEntries(
      Object.entries(states.states).map(([name, arrange]) => [
        name,
        {
          setup: async (params: Record<string, unknown> | undefined) => {
            await states.reset();
            return arrange(params);
          },
        },
      ]),
    );
    const demoToken = await sign(DEMO_ID);
    const adminToken = await sign(ADMIN_ID, 'admin');
    await new Verifier({
      provider: 'svc-albums',
      providerBaseUrl: server.url,
      pactUrls: pactsForUs(),
      // The type is an intersection of the two handler forms (TOOLCHAIN.md): a cast is needed.
      stateHandlers: stateHandlers as never,
      requestFilter: (req, _res, next) => {
        if (req.headers.authorization) req.headers.authorization = `Bearer ${req.path.startsWith(ADMIN_ROUTES) ? adminToken : demoToken}`;
        next();
      },
      logLevel: 'warn',
    }).verifyProvider();
  });
});
