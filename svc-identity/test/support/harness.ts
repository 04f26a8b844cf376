import { EventBus, OutboxRelay, isMongoReady } from '@abialbum/service-kit';
import { freshDatabase, listen, silentLogger, testAmqpUrl } from '@abialbum/service-kit/testing';
import type Koa from 'koa';
import { createApp } from '../../src/app';
import { SERVICE_NAME } from '../../src/config';
import { DEFAULT_ATTEMPT_LIMITS, type AttemptLimitSettings } from '../../src/domain/attempt-limits';
import type { MailLimitSettings } from '../../src/domain/mail-limits';
import { shareMemoryWithInstances } from '../../src/live/instance-memory';
import { MailRelay } from '../../src/mail/mail-relay';
import { SmtpMailer } from '../../src/mail/mailer';
import { createServices, type IdentityServices } from '../../src/services';

export const ADMIN = { email: 'admin@abialbum.test', password: 'Admin@12345' };
/** The platform's INTERNAL_TOKEN in tests (calls between services under /internal). */
export const TEST_INTERNAL_TOKEN = 'test-internal-token-of-the-identity-tests';
/** The site the mailed links open, in tests. */
export const TEST_PUBLIC_URL = 'http://abialbum.test';

export interface Harness {
  url: string;
  /** The app under test (its routers are what test/openapi.test.ts compares with the document). */
  app: Koa;
  services: IdentityServices;
  dbName: string;
  connection: Awaited<ReturnType<typeof freshDatabase>>['connection'];
  request: (method: string, path: string, options?: RequestOptions) => Promise<Answer>;
  close: () => Promise<void>;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON and the like). */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/** The real app on a fresh database and the real broker, exactly as index.ts wires it. */
export interface HarnessOptions {
  rateLimitMax?: number;
  /** Over the defaults (AttemptLimits): smaller limits, reached in a test. */
  attemptLimits?: Partial<AttemptLimitSettings>;
  /** Another instance on this harness's database (two instances share their counters). */
  sameDatabaseAs?: Harness;
  amqpUrl?: string;
  /** Off when a test reads events straight from the outbox (message pacts). */
  relay?: boolean;
  /** Mail goes out through this SMTP server (a test's Mailpit); without it, mails wait in their outbox. */
  smtpUrl?: string;
  mailLimits?: MailLimitSettings;
  /** The clock mailed links are made and used by. */
  now?: () => number;
}

export async function startIdentity(options: HarnessOptions = {}): Promise<Harness> {
  const db = options.sameDatabaseAs
    ? { name: options.sameDatabaseAs.dbName, connection: options.sameDatabaseAs.connection, drop: async () => undefined }
    : await freshDatabase('identity');
  const logger = silentLogger();
  const bus = new EventBus(options.amqpUrl ?? testAmqpUrl(), logger, 200);
  bus.start();
  const outbox: { relay?: OutboxRelay; mail?: MailRelay } = {};
  const services = await createServices(
    db.connection,
    { JWT_ISSUER: 'abialbum-identity', JWT_AUDIENCE: 'abialbum', ACCESS_TOKEN_TTL_SECONDS: 900, REFRESH_TOKEN_TTL_DAYS: 30, PUBLIC_URL: TEST_PUBLIC_URL },
    () => outbox.relay?.kick(),
    { ...DEFAULT_ATTEMPT_LIMITS, ...options.attemptLimits },
    { onMailWritten: () => outbox.mail?.kick(), limits: options.mailLimits, now: options.now },
  );
  // As index.ts, with a short poll: mail through the test's SMTP server.
  if (options.smtpUrl) {
    outbox.mail = new MailRelay(services.emailLinks, new SmtpMailer(options.smtpUrl, 'AbiAlbum <no-reply@abialbum.test>'), logger, 100);
    outbox.mail.start();
  }
  // As index.ts: the user catalogue hears the other instances' writes.
  shareMemoryWithInstances(bus, services, logger);
  const relay = new OutboxRelay([services.users.relayModel()], bus, logger, 100);
  if (options.relay !== false) {
    outbox.relay = relay;
    relay.start();
  }
  await services.adminAccounts.ensureConfigured(ADMIN.email, ADMIN.password);
  const app = createApp({
    config: { SERVICE_NAME, RATE_LIMIT_MAX: options.rateLimitMax ?? 10_000, RATE_LIMIT_WINDOW_SECONDS: 60, JSON_LIMIT: '32kb', INTERNAL_TOKEN: TEST_INTERNAL_TOKEN },
    logger,
    services,
    readiness: { database: () => isMongoReady(db.connection), broker: () => bus.isConnected() },
  });
  const server = await listen(app);

  const request = async (method: string, path: string, { body, raw, token, headers = {} }: RequestOptions = {}): Promise<Answer> => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  return {
    url: server.url,
    app,
    services,
    dbName: db.name,
    connection: db.connection,
    request,
    async close() {
      await server.close();
      await relay.stop();
      await outbox.mail?.stop();
      await bus.close();
      await db.drop();
    },
  };
}

let counter = 0;

/** A valid signup body; every call gets its own email. */
export function aSignup(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { name: 'Ada Lovelace', email: `ada.${tag}@example.test`, password: 'Secret@123', ...overrides };
}

export const API = '/api/v1/abialbum';

/** Signs a user up through the API and returns the auth result data. */
export async function signUp(h: Harness, overrides: Record<string, unknown> = {}) {
  const body = aSignup(overrides);
  const res = await h.request('POST', `${API}/users/signup`, { body });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body.data, password: body.password } as {
    id: string;
    name: string;
    email: string;
    accessToken: string;
    refreshToken: string;
    expiresIn: number;
    password: string;
  };
}

/** Signs the configured admin in through the API and returns the admin session data. */
export async function adminSignIn(h: Harness) {
  const res = await h.request('POST', `${API}/admin/login`, { body: ADMIN });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return res.body.data as { accessToken: string; refreshToken: string; email: string; role: 'admin'; expiresIn: number };
}

export async function adminToken(h: Harness): Promise<string> {
  return (await adminSignIn(h)).accessToken;
}
