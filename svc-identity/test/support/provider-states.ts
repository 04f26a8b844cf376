import { randomBytes } from 'node:crypto';
import type { EventEnvelope } from '@abialbum/contracts';
import { hashLinkKey } from '../../src/domain/account-emails';
import type { EmailLinkPurpose } from '../../src/store/email-link.store';
import { ADMIN, type Harness } from './harness';

export const DEMO = { name: 'Demo User', email: 'demo@abialbum.test', password: 'Demo@12345', phone: '5550100100' };

const OTHERS = [
  { name: 'Ana Lima', email: 'ana@abialbum.test', password: 'Ana@12345', phone: '5550100101', city: 'Porto', state: 'Douro', country: 'Portugal' },
  { name: 'Ravi Kumar', email: 'ravi@abialbum.test', password: 'Ravi@12345', phone: '5550100102', city: 'Pune', state: 'Maharashtra', country: 'India' },
];

const FULL_PROFILE = {
  name: 'Ana Lima',
  email: 'ana.lima@abialbum.test',
  password: 'Ana@12345',
  phone: '5551234567',
  city: 'Porto',
  state: 'Douro',
  country: 'Portugal',
  profileImage: '/api/v1/files/0123456789abcdef0123456789abcdef.png',
};

type Params = Record<string, unknown> | undefined;
const text = (params: Params, key: string, fallback: string) => (typeof params?.[key] === 'string' ? (params[key] as string) : fallback);

/**
 * Provider states of identity's consumers, seeded through identity's own use cases (signup, block,
 * profile update), and the real tokens the verifier puts in place of the pacts' sample ones.
 */
export function providerStates(h: Harness) {
  const { accounts, adminAccounts, users, refreshTokens, sessions, tokens, emailLinks } = h.services;
  let lastEventUserId: string | undefined;

  async function ensureUser(input: { name: string; email: string; password: string; phone?: string; [key: string]: unknown }): Promise<string> {
    const existing = await users.findByEmail(input.email);
    if (existing) return existing._id.toString();
    return (await accounts.signup(input, '127.0.0.1')).id;
  }

  const ensureDemo = (params?: Params) =>
    ensureUser({ ...DEMO, email: text(params, 'email', DEMO.email), password: text(params, 'password', DEMO.password), phone: text(params, 'phone', DEMO.phone) });

  /** A mailed link of the demo user, stored as identity stores one (its hash); its key is what the mail would carry. */
  async function demoLink(purpose: EmailLinkPurpose): Promise<{ userId: string; token: string }> {
    const userId = await ensureDemo();
    const token = randomBytes(32).toString('base64url');
    await emailLinks.insert(
      { _id: hashLinkKey(token), purpose, userId, email: DEMO.email, expiresAt: new Date(Date.now() + 30 * 60_000), mails: [] },
      new Date(),
    );
    return { userId, token };
  }

  /** The latest event of a type in the user's outbox: exactly what the relay would publish. */
  async function outboxEvent(type: string): Promise<EventEnvelope> {
    const doc = await users.model.findById(lastEventUserId).lean();
    const event = [...(doc?.outbox ?? [])].reverse().find((candidate) => candidate.type === type);
    if (!event) throw new Error(`no ${type} event in the outbox of ${lastEventUserId}`);
    return event;
  }

  return {
    /** Every interaction starts from an empty user base; the admin and the signing key stay. */
    async reset() {
      await Promise.all([users.model.deleteMany({}), refreshTokens.model.deleteMany({}), emailLinks.model.deleteMany({})]);
      await adminAccounts.ensureConfigured(ADMIN.email, ADMIN.password);
    },

    stateHandlers: {
      'a user demo@abialbum.test exists with password Demo@12345': async (params?: Params) => {
        const userId = await ensureDemo(params);
        return { userId, email: text(params, 'email', DEMO.email) };
      },
      'the demo user has asked for a link to set a new password': () => demoLink('reset'),
      'the demo user has a link that verifies their email address': () => demoLink('verify'),
      'no user exists with email new@abialbum.test': async () => {
        await users.model.deleteMany({ email: 'new@abialbum.test' });
        return {};
      },
      'an admin exists': async () => {
        await adminAccounts.ensureConfigured(ADMIN.email, ADMIN.password);
        return { adminEmail: ADMIN.email };
      },
      'an admin has signed in': async () => {
        await adminAccounts.ensureConfigured(ADMIN.email, ADMIN.password);
        const { refreshToken } = await adminAccounts.login(ADMIN.email, ADMIN.password, '127.0.0.1');
        return { refreshToken };
      },
      'the demo user has signed in': async () => {
        const userId = await ensureDemo();
        const { refreshToken } = await sessions.start(userId, 'user');
        return { userId, refreshToken };
      },
      'users exist': async () => {
        for (const other of OTHERS) await ensureUser(other);
        // The demo user is the newest, so the one the pacts act on is first on the page.
        const userId = await ensureDemo();
        return { userId };
      },
      'a user with a full profile has been blocked by an admin': async () => {
        lastEventUserId = await ensureUser(FULL_PROFILE);
        await adminAccounts.setBlocked(lastEventUserId, true);
        return { userId: lastEventUserId };
      },
      'a user with a full profile has signed up': async () => {
        lastEventUserId = await ensureUser(FULL_PROFILE);
        return { userId: lastEventUserId };
      },
      'a user with a full profile has been unblocked by an admin': async () => {
        lastEventUserId = await ensureUser(FULL_PROFILE);
        await adminAccounts.setBlocked(lastEventUserId, true);
        await adminAccounts.setBlocked(lastEventUserId, false);
        return { userId: lastEventUserId };
      },
      'an admin has turned off the create-album pop-up of a user with a full profile': async () => {
        lastEventUserId = await ensureUser(FULL_PROFILE);
        await adminAccounts.setAlbumModal(lastEventUserId, false);
        return { userId: lastEventUserId };
      },
      'a user with a full profile has updated it': async () => {
        lastEventUserId = await ensureUser({ ...FULL_PROFILE, name: 'Ana Before' });
        await accounts.updateProfile(lastEventUserId, { name: FULL_PROFILE.name });
        return { userId: lastEventUserId };
      },
    },

    messageProviders: {
      'a user.registered event': () => outboxEvent('user.registered'),
      'a user.unblocked event': () => outboxEvent('user.unblocked'),
      'a user.blocked event': () => outboxEvent('user.blocked'),
      'a user.updated event': () => outboxEvent('user.updated'),
      'a user.album-modal-toggled event': () => outboxEvent('user.album-modal-toggled'),
    },

    /** A real token for whoever the request speaks for: the admin on admin routes, else the demo user. */
    async tokenFor(path: string): Promise<string> {
      if (path.startsWith('/api/v1/abialbum/admin/')) return (await adminAccounts.login(ADMIN.email, ADMIN.password, '127.0.0.1')).accessToken;
      const demo = await users.findByEmail(DEMO.email);
      const userId = demo ? demo._id.toString() : await ensureDemo();
      return (await tokens.issue(userId, 'user')).accessToken;
    },
  };
}
