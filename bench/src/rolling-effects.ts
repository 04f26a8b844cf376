/**
 * The drill's effects counted against their sources, as the fault suite counts approvals (and with its code:
 * scripts/test/faults/consistency.ts): follows (each user's own status) against the album's follower list and
 * its counters; approvals against the album's media in svc-albums and svc-content; reactions (each user's own)
 * against the items' counts and the admin's total; comments against each item's list, its count and the total;
 * notifications in the owner's list against what the stream received (each place once).
 */
import { agree, counts, type Reader } from '../../scripts/test/faults/consistency';
import type { MixedLoad } from './rolling-load';
import type { NotificationCounter } from './rolling-stream';
import type { World } from './rolling-world';

export interface Effect {
  name: string;
  lost: number;
  doubled: number;
  /** Read models or counters that differ from their source (they may still be catching up). */
  behind: number;
  detail: string;
}

const positive = (n: number) => Math.max(0, n);

export function effectsOf(gateway: string, world: World) {
  const api: Reader = {
    async get<T>(path: string, token?: string) {
      const res = await fetch(`${gateway}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(20_000) });
      const body = (await res.json().catch(() => ({ data: null }))) as { data: T | null };
      return { status: res.status, body };
    },
  };
  const get = async <T>(path: string, token?: string): Promise<T> => {
    const answer = await api.get<T>(path, token);
    if (answer.status !== 200 || !answer.body.data) throw new Error(`GET ${path} answered ${answer.status}`);
    return answer.body.data;
  };
  const A = `/abialbum`;

  async function follows(load: MixedLoad): Promise<Effect> {
    const status = await Promise.all(world.users.map((user) => get<{ isFollowing: boolean }>(`${A}/social/albums/${world.albumId}/follow-status`, user.token)));
    const following = new Set(world.users.filter((_, i) => status[i]?.isFollowing).map((user) => user.id));
    let lost = 0;
    let doubled = 0;
    world.users.forEach((_, i) => {
      const expected = load.following.get(i);
      if (expected === true && !status[i]?.isFollowing) lost += 1;
      if (expected === false && status[i]?.isFollowing) doubled += 1;
    });
    const listed: string[] = [];
    for (let page = 1; ; page++) {
      const { users, pagination } = await get<{ users: Array<{ id: string }>; pagination: { totalPages: number } }>(`${A}/albums/${world.albumId}/followers?page=${page}`);
      listed.push(...users.map((user) => user.id));
      if (page >= pagination.totalPages || users.length === 0) break;
    }
    const counter = (await get<{ count: number }>(`${A}/social/albums/${world.albumId}/followers/count`)).count;
    const albumCounter = (await get<{ album: { followers: number } }>(`${A}/albums/${world.albumId}`, world.owner)).album.followers;
    const missing = [...following].filter((id) => !listed.includes(id)).length;
    const extra = listed.length - new Set(listed).size + listed.filter((id) => !following.has(id)).length;
    const behind = missing + extra + Math.abs(counter - following.size) + Math.abs(albumCounter - following.size);
    return { name: 'follows vs follower list vs counters', lost, doubled, behind, detail: `${following.size} following, list ${listed.length}, counter ${counter}, album ${albumCounter}` };
  }

  async function approvals(load: MixedLoad, before: number): Promise<Effect> {
    const now = await counts(api, world);
    if (!now) throw new Error('the approval counts could not be read');
    const made = now.source - before;
    const models = [now.profile, now.stats, ...now.profileSections];
    const behind = agree(now) ? 0 : Math.max(...models.map((n) => Math.abs(n - now.source)), ...now.profileSections.map((n, i) => Math.abs(n - (now.sourceSections[i] ?? 0))));
    return {
      name: 'approvals vs album media',
      lost: positive(load.approvedByAnswer - made),
      doubled: positive(made - load.approvedByAnswer - load.approvedUncertain),
      behind,
      detail: `${load.approvedByAnswer} answered (+${load.approvedUncertain} unknown), source +${made}, profile ${now.profile}, stats ${now.stats}`,
    };
  }

  async function activity(load: MixedLoad): Promise<Effect[]> {
    let lost = 0;
    let doubled = 0;
    let behind = 0;
    let reactionsTotal = 0;
    let commentLost = 0;
    let commentDoubled = 0;
    let commentBehind = 0;
    let commentsTotal = 0;
    for (const itemId of world.itemIds) {
      const mine = await Promise.all(world.users.map((user) => get<{ mine: string | null; counts: Record<string, number>; commentCount: number }>(`${A}/albums/media/${itemId}/reactions`, user.token)));
      const tally: Record<string, number> = {};
      world.users.forEach((_, u) => {
        const kind = mine[u]?.mine ?? null;
        if (kind) tally[kind] = (tally[kind] ?? 0) + 1;
        const expected = load.reactions.get(`${u}:${itemId}`);
        if (expected !== undefined && expected !== kind) {
          if (expected === null) doubled += 1;
          else lost += 1;
        }
      });
      const sum = Object.values(tally).reduce((a, b) => a + b, 0);
      reactionsTotal += sum;
      const countsNow = mine[0]?.counts ?? {};
      behind += Object.keys({ ...countsNow, ...tally }).reduce((n, kind) => n + Math.abs((countsNow[kind] ?? 0) - (tally[kind] ?? 0)), 0);
      const item = (await get<{ media: { reactionCount: number; commentCount: number } }>(`${A}/albums/media/${itemId}`, world.owner)).media;
      behind += Math.abs(item.reactionCount - sum);
      const list = (await get<{ pagination: { totalItems: number } }>(`${A}/albums/media/${itemId}/comments?page=1`, world.owner)).pagination.totalItems;
      commentsTotal += list;
      const answered = load.commentsByAnswer.get(itemId) ?? 0;
      commentLost += positive(answered - list);
      commentDoubled += positive(list - answered - (load.commentsUncertain.get(itemId) ?? 0));
      commentBehind += Math.abs(item.commentCount - list) + Math.abs((mine[0]?.commentCount ?? list) - list);
    }
    const stats = (await get<{ stats: { totalReactions: number; totalComments: number } }>(`${A}/admin/stats`, world.admin)).stats;
    behind += Math.abs(stats.totalReactions - reactionsTotal);
    commentBehind += Math.abs(stats.totalComments - commentsTotal);
    return [
      { name: 'reactions vs counts', lost, doubled, behind, detail: `${reactionsTotal} reactions, admin total ${stats.totalReactions}` },
      { name: 'comments vs lists and counts', lost: commentLost, doubled: commentDoubled, behind: commentBehind, detail: `${commentsTotal} comments, admin total ${stats.totalComments}` },
    ];
  }

  /** The newest place in the owner's notification list (the stream starts after it). */
  async function newestPlace(): Promise<number> {
    const page = await get<{ notifications: Array<{ seq: number }> }>(`${A}/notifications?page=1`, world.owner);
    return Math.max(0, ...page.notifications.map((n) => n.seq));
  }

  async function notifications(stream: NotificationCounter, since: number): Promise<Effect> {
    const listed: Array<{ id: string; seq: number }> = [];
    for (let page = 1; ; page++) {
      const answer = await get<{ notifications: Array<{ id: string; seq: number }>; pagination: { totalPages: number } }>(`${A}/notifications?page=${page}`, world.owner);
      listed.push(...answer.notifications.filter((n) => n.seq > since));
      if (page >= answer.pagination.totalPages || answer.notifications.length === 0) break;
    }
    const received = new Set(stream.received.map((r) => `${r.id}:${r.seq}`));
    const lost = listed.filter((n) => !received.has(`${n.id}:${n.seq}`)).length;
    const doubled = stream.doubled();
    return { name: 'notifications received once each', lost, doubled, behind: 0, detail: `${listed.length} in the list, ${stream.received.length} events received over ${stream.connections} connection(s)` };
  }

  return { follows, approvals, activity, notifications, newestPlace, approvedNow: async () => (await counts(api, world))?.source ?? -1 };
}
