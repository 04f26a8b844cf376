/**
 * The crowd of demo accounts behind the SPEC's follower badge tiers. Hundreds of sign-ups and sign-ins
 * through the gateway would be slow and are rate-limited per address, so this step alone works in-process
 * with identity's OWN functions, imported by relative path: the documented exception for bulk demo data
 * (scripts are not a package consumer; the pact provider states do the same). Users are created with
 * identity's UserStore, so each `user.registered` event goes out through identity's outbox (the running
 * identity's relay publishes it), and their access tokens are signed with identity's TokenIssuer and its
 * stored key, exactly as a sign-in would issue them. What they then do goes through the gateway.
 */
import { connectMongo } from '@abialbum/service-kit';
import type { Connection } from 'mongoose';
import { hashPassword } from '../../svc-identity/src/domain/passwords';
import { loadKeyRing } from '../../svc-identity/src/domain/signing-keys';
import { TokenIssuer } from '../../svc-identity/src/domain/token-issuer';
import { SigningKeyStore } from '../../svc-identity/src/store/signing-key.store';
import { UserStore } from '../../svc-identity/src/store/user.store';
import { CROWD_PASSWORD, crowdMember } from './follower-crowd';

export interface CrowdSession {
  userId: string;
  token: string;
}

const CREATE_PARALLELISM = 6;

async function inBatches<T>(items: T[], parallelism: number, work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += parallelism) await Promise.all(items.slice(i, i + parallelism).map(work));
}

/** The crowd's user ids, creating the members an earlier run did not (one password hash for all of them). */
async function ensureCrowd(identity: Connection, size: number): Promise<string[]> {
  const users = new UserStore(identity);
  await users.model.init();
  const members = Array.from({ length: size }, (_, i) => crowdMember(i + 1));
  const found = await users.model.find({ email: { $in: members.map((m) => m.email) } }, { email: 1 }).lean();
  const ids = new Map(found.map((doc) => [doc.email, doc._id.toString()]));
  const missing = members.filter((m) => !ids.has(m.email));
  const started = Date.now();
  if (missing.length > 0) {
    const passwordHash = await hashPassword(CROWD_PASSWORD);
    await inBatches(missing, CREATE_PARALLELISM, async (member) => {
      ids.set(member.email, (await users.create({ ...member, passwordHash }))._id.toString());
    });
  }
  const took = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`  crowd: ${size} accounts follower001..follower${String(size).padStart(3, '0')}@abialbum.test (${missing.length} created in ${took}s, password ${CROWD_PASSWORD})`);
  return members.map((m) => ids.get(m.email) as string);
}

/** Access tokens as identity's sign-in issues them (only with the key the running identity made: never a new one). */
async function issueTokens(identity: Connection, userIds: string[]): Promise<string[]> {
  const keys = new SigningKeyStore(identity);
  if (!(await keys.findActive())) throw new Error('identity has no signing key in this database: is svc-identity running on it?');
  const issuer = new TokenIssuer(await loadKeyRing(keys), {
    issuer: process.env.JWT_ISSUER ?? 'abialbum-identity',
    audience: process.env.JWT_AUDIENCE ?? 'abialbum',
    ttlSeconds: 900,
  });
  return Promise.all(userIds.map(async (id) => (await issuer.issue(id, 'user')).accessToken));
}

export async function seedCrowd(mongoUrl: string, size: number): Promise<CrowdSession[]> {
  const identity = await connectMongo(mongoUrl, 'abialbum_identity');
  try {
    const userIds = await ensureCrowd(identity, size);
    const tokens = await issueTokens(identity, userIds);
    return userIds.map((userId, i) => ({ userId, token: tokens[i] as string }));
  } finally {
    await identity.close();
  }
}
