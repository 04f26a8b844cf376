import type { SeededAlbum } from './albums.seed';
import { expectOk, type GatewayClient } from './gateway-client';

/**
 * The seeded people follow each other's public albums through the API: each follows the next five public
 * albums in the roster, and everyone follows the first (the most followed album). Following is idempotent
 * on the server, so a second run changes nothing.
 */
export async function seedFollows(api: GatewayClient, albums: SeededAlbum[]): Promise<number> {
  const publicAlbums = albums.filter((a) => a.session.person.album.isPublic && !a.session.person.moderation);
  const followers = albums.filter((a) => !a.session.person.moderation);
  let count = 0;
  for (const [i, follower] of followers.entries()) {
    const targets = new Set([publicAlbums[0], ...[1, 2, 3, 4, 5].map((step) => publicAlbums[(i + step) % publicAlbums.length])]);
    for (const target of targets) {
      if (!target || target.albumId === follower.albumId) continue;
      const answer = await api.post(`/abialbum/social/albums/${target.albumId}/follow`, {}, follower.session.token);
      expectOk(answer, `${follower.session.person.name} following "${target.session.person.album.title}"`);
      count += 1;
    }
  }
  console.log(`  ${count} follows between the seeded people`);
  return count;
}
