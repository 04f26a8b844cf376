/**
 * Demo data for `npm start` (run once per data dir: scripts/start.sh keeps the marker), and safe to run again:
 * every step looks before it writes. Every step goes through the gateway like a user would, except the
 * creation of the crowd of followers and their tokens (see crowd.seed.ts). Steps whose routes another issue
 * has not built yet are skipped with a line saying so.
 * Environment: GATEWAY_URL, MONGO_URL, SITE_CONFIG_FILE, MAIL_API_URL, ADMIN_EMAIL, ADMIN_PASSWORD, JWT_ISSUER, JWT_AUDIENCE.
 */
import { seedAccounts } from './accounts.seed';
import { verifyAddresses } from './addresses.seed';
import { adminLogin, blockAlbum, blockUser, seedContent } from './admin.seed';
import { seedAlbums, type SeededAlbum } from './albums.seed';
import { seedCrowdFollowers } from './bulk-followers.seed';
import { seedFollows } from './follows.seed';
import { gatewayClient } from './gateway-client';
import { seedMedia } from './media.seed';
import { seedMemberships } from './membership.seed';
import { seedAvatars, seedHighlights } from './profile-extras.seed';
import { everyone, moderated } from './roster';
import { writeSiteConfig } from './site-config';

const env = {
  gateway: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080',
  // Only for the crowd (crowd.seed.ts); the dev profile's local engine (scripts/infra/profile.sh) unless given.
  mongo: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27117',
  siteConfig: process.env.SITE_CONFIG_FILE ?? '.data/dev/site-config.json',
};

/** Followers from the crowd per album: past the SPEC's badge tiers of 500, 200 and 100 on their own. */
const CROWDS: Record<string, number> = { 'ingrid.solberg': 505, demo: 205, 'kenji.watanabe': 105 };

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`seed: ${name}`);
  const result = await work();
  console.log(`seed: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return result;
}

async function main(): Promise<void> {
  const started = Date.now();
  const api = gatewayClient(env.gateway);
  const sessions = await step('accounts', () => seedAccounts(api, everyone));
  await step('addresses verified', () => verifyAddresses(api, [...sessions.values()]));
  const albums = await step('albums and sections', () => seedAlbums(api, [...sessions.values()]));
  const album = (key: string) => albums.get(key) as SeededAlbum;
  await step('featured album', () => writeSiteConfig(env.siteConfig, album('demo').albumId));
  const regular = [...albums.values()].filter((a) => !a.session.person.moderation);
  await step('follows', () => seedFollows(api, regular));

  const media = await step('media', () => seedMedia(api, regular));
  if (media) {
    await step('profile pictures', () => seedAvatars(api, [...sessions.values()]));
    await step('highlights', () => seedHighlights(api, ['demo', 'ingrid.solberg', 'kenji.watanabe'].map(album), media));
  }
  await step('join requests and members', () => seedMemberships(api, albums, media !== null));

  const crowds = Object.entries(CROWDS).map(([key, followers]) => ({ albumId: album(key).albumId, title: album(key).session.person.album.title, followers }));
  await step('crowd followers', () => seedCrowdFollowers(api, env.mongo, crowds));

  await step('admin: content and moderation', async () => {
    const admin = await adminLogin(api);
    await seedContent(api, admin);
    for (const person of moderated) {
      if (person.moderation === 'block-user') await blockUser(api, admin, person);
      const target = albums.get(person.key);
      if (person.moderation === 'block-album' && target) await blockAlbum(api, admin, target);
    }
  });
  console.log(`seed: finished in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
