import { FOLLOWERS_PAGE_SIZE, type FollowerUser, type Pagination } from '@abialbum/contracts';
import { seedCrowd, type CrowdSession } from './crowd.seed';
import { expectOk, type GatewayClient } from './gateway-client';

export interface CrowdTarget {
  albumId: string;
  title: string;
  followers: number;
}

/** Follow requests in flight at once: svc-albums serialises them per album anyway. */
const PARALLEL_FOLLOWS = 6;

/** Everyone who follows the album now, from its followers list (page by page, as the Followers screen reads it). */
async function followersOf(api: GatewayClient, albumId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const answer = await api.get<{ users: FollowerUser[]; pagination: Pagination }>(`/abialbum/albums/${albumId}/followers?page=${page}`);
    const { users, pagination } = expectOk(answer, `followers of ${albumId}`);
    users.forEach((user) => ids.add(user.id));
    if (!pagination.hasNextPage || users.length < FOLLOWERS_PAGE_SIZE) return ids;
  }
}

/**
 * The crowd follows through the gateway, each member with their own token, so svc-albums itself moves the
 * counters and writes the `album.followed` events. (Following in-process with svc-albums' use case was
 * tried: this process's writes and the running service's outbox relay then race on the album document, and
 * the local engine lost about a quarter of the counter increments and their events.)
 */
export async function seedCrowdFollowers(api: GatewayClient, mongoUrl: string, targets: CrowdTarget[]): Promise<void> {
  const crowd = await seedCrowd(mongoUrl, Math.max(...targets.map((t) => t.followers)));
  const perAlbum: Array<Array<{ target: CrowdTarget; member: CrowdSession }>> = [];
  for (const target of targets) {
    const count = expectOk(await api.get<{ count: number }>(`/abialbum/social/albums/${target.albumId}/followers/count`), 'followers count').count;
    if (count >= target.followers) {
      console.log(`  "${target.title}": ${count} followers already (target ${target.followers})`);
      continue;
    }
    const already = await followersOf(api, target.albumId);
    const newcomers = crowd.slice(0, target.followers).filter((member) => !already.has(member.userId));
    perAlbum.push(newcomers.map((member) => ({ target, member })));
    console.log(`  "${target.title}": ${newcomers.length} crowd follows to add (target ${target.followers})`);
  }
  // Albums taken in turn: one album's follows wait for each other on the service's lock of that album.
  const longest = Math.max(0, ...perAlbum.map((jobs) => jobs.length));
  const todo = Array.from({ length: longest }, (_, i) => perAlbum.flatMap((jobs) => (jobs[i] ? [jobs[i]] : []))).flat();
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    for (let job = todo[next++]; job; job = todo[next++]) {
      const answer = await api.post(`/abialbum/social/albums/${job.target.albumId}/follow`, {}, job.member.token);
      expectOk(answer, `a crowd follow of "${job.target.title}"`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FOLLOWS }, worker));
  if (todo.length > 0) console.log(`  ${todo.length} follows in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
