/**
 * The drill's steady mixed load, each part a few loops with a short pause between calls: public profile reads and
 * search; users following and unfollowing the album; the owner's uploads and members' uploads approved by the
 * owner; comments and reactions on the album's items. It keeps what each answer said was done (the expected
 * effects): a call that got no answer or a 5xx may or may not have taken effect, and is counted as uncertain.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type Calls } from './rolling-calls';
import { pictureForm, type World } from './rolling-world';

const API = '/api/v1/abialbum';
const KINDS = ['heart', 'laugh', 'wow', 'sad', 'clap', 'fire'] as const;

export interface LoadShape {
  readers: number;
  followers: number;
  reactors: number;
  /** ms between two calls of one loop */
  pauseMs: number;
  /** ms between two uploads of the owner, and of the members */
  uploadEveryMs: number;
  commentEveryMs: number;
}

export class MixedLoad {
  /** Per user index: following after the last answered call; null when a call's effect is unknown. */
  readonly following = new Map<number, boolean | null>();
  /** Per `${user}:${item}`: the reaction the last answer said is theirs; undefined when unknown. */
  readonly reactions = new Map<string, string | null | undefined>();
  approvedByAnswer = 0;
  approvedUncertain = 0;
  readonly commentsByAnswer = new Map<string, number>();
  readonly commentsUncertain = new Map<string, number>();
  private running = false;
  private loops: Array<Promise<void>> = [];
  private readonly busy = new Set<number>();
  private readonly pending: string[] = [];

  constructor(
    private readonly calls: Calls,
    private readonly world: World,
    private readonly shape: LoadShape,
  ) {}

  start(): void {
    this.running = true;
    const loop = (pause: number, body: () => Promise<void>) =>
      (async () => {
        while (this.running) {
          await body();
          await sleep(pause);
        }
      })();
    const { readers, followers, reactors, pauseMs, uploadEveryMs, commentEveryMs } = this.shape;
    for (let i = 0; i < followers; i++) this.loops.push(loop(pauseMs, () => this.followOrUnfollow()));
    for (let i = 0; i < reactors; i++) this.loops.push(loop(pauseMs, () => this.react()));
    this.loops.push(loop(uploadEveryMs, () => this.ownerUpload()));
    this.loops.push(loop(uploadEveryMs, () => this.memberUpload()));
    this.loops.push(loop(pauseMs, () => this.approve()));
    this.loops.push(loop(commentEveryMs, () => this.comment()));
    for (let i = 0; i < readers; i++) this.loops.push(loop(pauseMs, () => this.read(i)));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    while (this.pending.length > 0) await this.approve(); // nothing left half done
  }

  private async read(i: number): Promise<void> {
    const { albumId } = this.world;
    if (i % 2 === 0) await this.calls.send('profile', 'albums', 'GET', `${API}/userprofile/album/${albumId}`);
    else await this.calls.send('search', 'albums', 'GET', `${API}/search/albums?query=${['rolling', 'harbour', 'roll'][i % 3]}&limit=5`);
  }

  private async followOrUnfollow(): Promise<void> {
    const free = this.world.users.map((_, i) => i).filter((i) => !this.busy.has(i));
    const i = free[Math.floor(Math.random() * free.length)];
    if (i === undefined) return;
    this.busy.add(i);
    const now = this.following.get(i);
    const follow = now === null || now === undefined ? Math.random() < 0.5 : !now;
    const user = this.world.users[i] as World['users'][number];
    const answer = await this.calls.send(follow ? 'follow' : 'unfollow', 'albums', 'POST', `${API}/social/albums/${this.world.albumId}/${follow ? 'follow' : 'unfollow'}`, { token: user.token });
    this.following.set(i, answer.ok ? follow : null);
    this.busy.delete(i);
  }

  private async react(): Promise<void> {
    const u = Math.floor(Math.random() * this.world.users.length);
    const itemId = this.world.itemIds[Math.floor(Math.random() * this.world.itemIds.length)] as string;
    const key = `${u}:${itemId}`;
    if (this.busy.has(-1 - u)) return;
    this.busy.add(-1 - u);
    const kind = KINDS[Math.floor(Math.random() * KINDS.length)];
    const user = this.world.users[u] as World['users'][number];
    const answer = await this.calls.send<{ mine: string | null }>('reaction', 'media', 'PUT', `${API}/albums/media/${itemId}/reaction`, { token: user.token, body: { kind } });
    this.reactions.set(key, answer.ok ? (answer.data?.mine ?? null) : undefined);
    this.busy.delete(-1 - u);
  }

  private turn = 0;
  private async comment(): Promise<void> {
    // Users in turn, each well under their 20 comments a minute.
    const user = this.world.users[this.turn++ % this.world.users.length] as World['users'][number];
    const itemId = this.world.itemIds[this.turn % this.world.itemIds.length] as string;
    const answer = await this.calls.send('comment', 'media', 'POST', `${API}/albums/media/${itemId}/comments`, { token: user.token, body: { text: `Comment ${this.turn}` } });
    const counted = answer.ok ? this.commentsByAnswer : answer.status === 429 ? null : this.commentsUncertain;
    counted?.set(itemId, (counted.get(itemId) ?? 0) + 1);
  }

  /** An upload, then its item; the item's id and status (null when either call failed). */
  private async upload(token: string, who: string): Promise<{ id: string; status: string } | null> {
    const { albumId, picture, sectionIds } = this.world;
    const file = await this.calls.send<{ url: string }>(`upload (${who})`, 'media', 'POST', '/api/v1/upload', { token, form: pictureForm(albumId, picture, `${who}-${Date.now()}.jpg`) });
    if (!file.ok || !file.data) return null;
    const sectionId = sectionIds[Math.floor(Math.random() * sectionIds.length)];
    const item = await this.calls.send<{ media: { id: string; status: string } }>(`media item (${who})`, 'media', 'POST', `${API}/albums/media`, { token, body: { albumId, sectionId, url: file.data.url } });
    return item.ok && item.data ? item.data.media : item.status === 0 || item.status >= 500 ? { id: '', status: 'unknown' } : null;
  }

  private async ownerUpload(): Promise<void> {
    const made = await this.upload(this.world.owner, 'owner');
    if (made?.status === 'unknown') this.approvedUncertain += 1;
    else if (made?.status.toLowerCase() === 'approved') this.approvedByAnswer += 1;
  }

  private memberTurn = 0;
  private async memberUpload(): Promise<void> {
    const member = this.world.members[this.memberTurn++ % this.world.members.length] as World['members'][number];
    const made = await this.upload(member.token, 'member');
    if (made?.status.toLowerCase() === 'approved') this.approvedByAnswer += 1;
    else if (made && made.status !== 'unknown') this.pending.push(made.id);
  }

  private async approve(): Promise<void> {
    const id = this.pending.shift();
    if (!id) return;
    const answer = await this.calls.send('approve', 'media', 'PATCH', `${API}/albums/${this.world.albumId}/media/${id}/approve`, { token: this.world.owner });
    if (answer.ok) this.approvedByAnswer += 1;
    else this.approvedUncertain += 1;
  }
}
