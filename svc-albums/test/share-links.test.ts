import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { ShareLink, SharedByLink } from '@abialbum/contracts';
import { eventually, spawnService, TEST_FILE_LINK_SECRET, testAmqpUrl, testFileLinks, testMongoUrl } from '@abialbum/service-kit/testing';
import { arrange } from './support/albums';
import { httpClient } from './support/http';
import { aMediaItem, mediaEvent } from './support/media-events';
import { startService, TEST_INTERNAL_TOKEN, type Service } from './support/service';

/** The test's token keys over HTTP, as identity serves them, for the instance started as a process. */
async function serveKeys(keys: unknown): Promise<Server> {
  const server = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify(keys)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const keyOfPath = (path: string | null) => {
  if (path === null) throw new Error('the link has no address');
  return path.split('/').pop() as string;
};
const links = testFileLinks();
/** A file URL bound to the share link `shareId` (svc-media's own check of its signature). */
const boundTo = (url: string | null | undefined, shareId: string) => {
  if (!url?.includes('?')) return false;
  const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
  return query.share === shareId && links.sharedThrough(url.split('?')[0]!.split('/').pop()!, query)?.shareId === shareId;
};

/**
 * Issue 27 item 2: share links under the owner's control. Two instances on one database (the second a process of
 * its own): a revoke through one is refused by the other at once, and opens through both are counted.
 */
describe('share links', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let keys: Server;
  let other: Awaited<ReturnType<typeof spawnService>>;
  let there: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    // Wrong passwords: two in a row lock the link for a minute (no timing in the test: a wait of seconds is not
    // measured reliably on a loaded machine).
    svc = await startService({ attemptLimits: { slowAfter: 2, lockAfter: 2, lockMs: 60_000, streakResetMs: 60_000, failuresPerAddress: 100, failureWindowMs: 60_000, signupsPerAddress: 100, signupWindowMs: 60_000 } });
    given = arrange(svc);
    keys = await serveKeys(svc.tokens.jwks);
    other = await spawnService('svc-albums/src/index.ts', {
      MONGO_URL: testMongoUrl(),
      MONGO_DB: svc.db.name,
      AMQP_URL: testAmqpUrl(),
      JWKS_URL: `http://127.0.0.1:${(keys.address() as AddressInfo).port}/.well-known/jwks.json`,
      INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    });
    await eventually(async () => (await other.waitFor('/ready')).status === 200, 20_000, 200);
    there = httpClient(other.url);
  }, 90_000);
  afterAll(async () => {
    await other.stop();
    keys.close();
    await svc.close();
  });

  /** A private album with a section holding one approved picture. */
  async function aPrivateSectionWithPicture() {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Family Only', isPublic: false });
    const section = await given.aSection(owner.token, album.id, { title: 'Beach' });
    const item = aMediaItem({ albumId: album.id, sectionId: section.id, uploaderId: owner.id });
    await svc.dispatch(mediaEvent('media.uploaded', item));
    return { owner, album, section, item };
  }

  async function aLink(token: string, albumId: string, body: Record<string, unknown>): Promise<ShareLink> {
    const made = await given.http.post<{ link: ShareLink }>(`/albums/${albumId}/share-links`, body, token);
    expect(made.status).toBe(201);
    return made.data.link;
  }

  const live = (http: ReturnType<typeof httpClient>, id: string) =>
    fetch(`${http === there ? other.url : svc.url}/internal/share-links/${id}/live`, { headers: { authorization: `Bearer ${TEST_INTERNAL_TOKEN}` } }).then((res) => res.status);

  it("opens a private album's section for anyone with the key, its files bound to the link; only the owner manages it", async () => {
    const { owner, album, section, item } = await aPrivateSectionWithPicture();
    const link = await aLink(owner.token, album.id, { sectionId: section.id, allowDownload: true });
    expect(link).toMatchObject({ albumId: album.id, sectionId: section.id, hasPassword: false, allowDownload: true, expiresAt: null, opens: 0, lastUsedAt: null });
    expect(link.path).toMatch(/^\/abialbum\/s\/[A-Za-z0-9_-]{32}$/);

    const opened = await given.http.get<{ share: SharedByLink }>(`/userprofile/share/${keyOfPath(link.path)}`);
    expect(opened.status).toBe(200);
    const share = opened.data.share;
    expect(share).toMatchObject({ kind: 'section', allowDownload: true, album: { id: album.id, title: 'Family Only' }, section: { id: section.id, title: 'Beach' }, mediaCount: 1 });
    expect(share.media.map((media) => media.id)).toEqual([item.mediaId]);
    const urls = share.media.flatMap((media) => [media.url, media.thumbnailUrl, media.displayUrl]);
    expect(urls.map((url) => boundTo(url, link.id))).toEqual([true, true, true]);

    // The owner's list; nobody else's.
    const mine = await given.http.get<{ links: ShareLink[] }>(`/albums/${album.id}/share-links?sectionId=${section.id}`, owner.token);
    expect(mine.data.links.map((each) => each.path)).toEqual([link.path]);
    const stranger = await svc.aUser();
    expect((await given.http.get(`/albums/${album.id}/share-links`, stranger.token)).status).toBe(403);
    expect((await given.http.post(`/albums/${album.id}/share-links`, {}, stranger.token)).status).toBe(403);
    expect((await given.http.del(`/albums/${album.id}/share-links/${link.id}`, stranger.token)).status).toBe(403);
    expect((await given.http.get(`/albums/${album.id}/share-links`)).status).toBe(401);
    // A key nobody made, or not a key at all.
    expect((await given.http.get(`/userprofile/share/${'A'.repeat(32)}`)).code).toBe('SHARE_LINK_UNAVAILABLE');
    expect((await given.http.get('/userprofile/share/short')).status).toBe(404);
  });

  it("opens a whole private album's media with an album link", async () => {
    const { owner, album, item } = await aPrivateSectionWithPicture();
    const link = await aLink(owner.token, album.id, {});
    const share = (await there.get<{ share: SharedByLink }>(`/userprofile/share/${keyOfPath(link.path)}`)).data.share;
    expect(share).toMatchObject({ kind: 'album', allowDownload: false, section: null, album: { id: album.id } });
    expect(share.media.map((media) => media.id)).toEqual([item.mediaId]);
  });

  it('stops at its expiry, and refuses an expiry already past', async () => {
    const { owner, album, section } = await aPrivateSectionWithPicture();
    const past = await given.http.post(`/albums/${album.id}/share-links`, { sectionId: section.id, expiresAt: new Date(Date.now() - 1_000).toISOString() }, owner.token);
    expect(past.status).toBe(400);
    expect(past.message).toBe('The expiry must be in the future');
    const expiresAt = new Date(Date.now() + 4_000).toISOString();
    const link = await aLink(owner.token, album.id, { sectionId: section.id, expiresAt });
    expect(link.expiresAt).toBe(expiresAt);
    const key = keyOfPath(link.path);
    expect((await given.http.get(`/userprofile/share/${key}`)).status).toBe(200);
    expect(await live(given.http, link.id)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(expiresAt) - Date.now() + 100)));
    for (const http of [given.http, there]) {
      const refused = await http.get(`/userprofile/share/${key}`);
      expect([refused.status, refused.message]).toEqual([404, 'This link is not available']);
    }
    expect(await live(there, link.id)).toBe(404);
    const listed = (await given.http.get<{ links: ShareLink[] }>(`/albums/${album.id}/share-links`, owner.token)).data.links;
    expect(listed.map((each) => each.expired)).toEqual([true]);
  });

  it('asks for its password, refuses a wrong one, and limits wrong ones like sign-ins', async () => {
    const { owner, album, section } = await aPrivateSectionWithPicture();
    const link = await aLink(owner.token, album.id, { sectionId: section.id, password: 'sea breeze' });
    expect(link.hasPassword).toBe(true);
    expect(JSON.stringify(link)).not.toContain('sea breeze');
    const key = keyOfPath(link.path);

    const asked = await given.http.get(`/userprofile/share/${key}`);
    expect([asked.status, asked.code, asked.message]).toEqual([403, 'SHARE_PASSWORD_REQUIRED', 'This link needs a password']);
    const right = await there.post<{ share: SharedByLink }>(`/userprofile/share/${key}`, { password: 'sea breeze' });
    expect(right.status).toBe(200);
    expect(right.data.share.section?.id).toBe(section.id);

    // Two wrong in a row, through either instance: refused as wrong, counted in the database both share.
    for (const http of [there, given.http]) {
      const wrong = await http.post(`/userprofile/share/${key}`, { password: 'land breeze' });
      expect([wrong.status, wrong.code, wrong.message]).toEqual([403, 'SHARE_PASSWORD_WRONG', 'Wrong password']);
    }
    // The next try, even with the right password, is refused: the link is locked (the streak is in the shared database).
    const locked = await given.http.post(`/userprofile/share/${key}`, { password: 'sea breeze' });
    expect([locked.status, locked.code]).toEqual([429, 'TOO_MANY_WRONG_PASSWORDS']);
    expect(locked.message).toMatch(/^Too many wrong passwords\. This link is locked for (1 minute|\d\d seconds)\.$/);
    // Another link of the same owner is not locked by it.
    const other = await aLink(owner.token, album.id, { sectionId: section.id, password: 'sea breeze' });
    expect((await given.http.post(`/userprofile/share/${keyOfPath(other.path)}`, { password: 'sea breeze' })).status).toBe(200);
  }, 30_000);

  it('is refused at once by every instance once revoked, its files too; a replacement opens with the same settings', async () => {
    const { owner, album, section } = await aPrivateSectionWithPicture();
    const link = await aLink(owner.token, album.id, { sectionId: section.id, password: 'tide pools', allowDownload: true });
    const key = keyOfPath(link.path);
    for (const http of [given.http, there]) {
      expect((await http.post(`/userprofile/share/${key}`, { password: 'tide pools' })).status).toBe(200);
      expect(await live(http, link.id)).toBe(200);
    }

    const replaced = await there.post<{ link: ShareLink }>(`/albums/${album.id}/share-links/${link.id}/replace`, undefined, owner.token);
    expect(replaced.status).toBe(201);
    const fresh = replaced.data.link;
    expect(fresh).toMatchObject({ sectionId: section.id, hasPassword: true, allowDownload: true, opens: 0 });
    expect(fresh.path).not.toBe(link.path);
    // The old key: refused by both at once (each check reads the link), and so is svc-media's check of its files.
    for (const http of [given.http, there]) {
      expect((await http.post(`/userprofile/share/${key}`, { password: 'tide pools' })).status).toBe(404);
      expect(await live(http, link.id)).toBe(404);
    }
    expect((await given.http.post(`/userprofile/share/${keyOfPath(fresh.path)}`, { password: 'tide pools' })).status).toBe(200);

    expect((await given.http.del(`/albums/${album.id}/share-links/${fresh.id}`, owner.token)).status).toBe(200);
    for (const http of [there, given.http]) {
      expect((await http.post(`/userprofile/share/${keyOfPath(fresh.path)}`, { password: 'tide pools' })).status).toBe(404);
      expect(await live(http, fresh.id)).toBe(404);
    }
    expect((await given.http.get<{ links: ShareLink[] }>(`/albums/${album.id}/share-links`, owner.token)).data.links).toEqual([]);
    expect((await given.http.del(`/albums/${album.id}/share-links/${fresh.id}`, owner.token)).status).toBe(404);
  });

  it('stays revoked when its opens are written at the same moment', async () => {
    // An opens write reads the link and writes it back whole on FerretDB 1.24: unless the revoke and it take turns,
    // the link comes back to life with `revokedAt: null`.
    const { owner, album, section } = await aPrivateSectionWithPicture();
    const made = await Promise.all(Array.from({ length: 40 }, () => aLink(owner.token, album.id, { sectionId: section.id })));
    const store = svc.services.stores.shareLinks;
    // Each link: five opens writes one after another, and its revoke somewhere among them.
    const opensWrites = async (id: string) => {
      for (let write = 0; write < 5; write += 1) await store.addOpens(id, 1, new Date());
    };
    const revokeAfter = async (id: string, ms: number) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return store.revoke(id);
    };
    const revoked = await Promise.all(made.map(async (link, i) => (await Promise.all([opensWrites(link.id), revokeAfter(link.id, i % 20)]))[1]));
    expect(revoked).toEqual(made.map(() => true));
    const opened = await Promise.all(made.map((link) => given.http.get(`/userprofile/share/${keyOfPath(link.path)}`)));
    expect(opened.map((answer) => answer.status)).toEqual(made.map(() => 404));
    expect((await given.http.get<{ links: ShareLink[] }>(`/albums/${album.id}/share-links`, owner.token)).data.links).toEqual([]);
    const stored = await Promise.all(made.map((link) => store.findById(link.id)));
    expect(stored.map((link) => [link?.opens, link?.revokedAt instanceof Date])).toEqual(made.map(() => [5, true]));
  }, 30_000);

  it('counts the opens through every instance, with the last use', async () => {
    const { owner, album, section } = await aPrivateSectionWithPicture();
    const link = await aLink(owner.token, album.id, { sectionId: section.id });
    const key = keyOfPath(link.path);
    const before = Date.now();
    const opened = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? there : given.http).get(`/userprofile/share/${key}`)));
    expect(opened.map((answer) => answer.status)).toEqual(opened.map(() => 200));
    // Each instance writes its opens in batches (every 2 s) under the link's lock: they add up.
    await svc.services.opens.flush();
    const listed = async (http: ReturnType<typeof httpClient>) => (await http.get<{ links: ShareLink[] }>(`/albums/${album.id}/share-links`, owner.token)).data.links[0]!;
    await eventually(async () => (await listed(given.http)).opens === 12 && (await listed(there)).opens === 12, 15_000, 200);
    const counted = await listed(given.http);
    expect(new Date(counted.lastUsedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1_000);
  }, 30_000);

  it('keeps its address through a change of FILE_LINK_SECRET with the previous one kept, and stays listed, opened and revoked without it', async () => {
    const { owner, album, section } = await aPrivateSectionWithPicture();
    const link = await aLink(owner.token, album.id, { sectionId: section.id, allowDownload: true });
    const key = keyOfPath(link.path);
    const instance = (env: Record<string, string>) =>
      spawnService('svc-albums/src/index.ts', {
        MONGO_URL: testMongoUrl(),
        MONGO_DB: svc.db.name,
        AMQP_URL: testAmqpUrl(),
        JWKS_URL: `http://127.0.0.1:${(keys.address() as AddressInfo).port}/.well-known/jwks.json`,
        INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
        ...env,
      });
    const newSecret = 'a-new-file-link-secret-of-at-least-32-chars';
    // The operator's order: the new secret, and the old one as the previous, on every instance at once.
    const rotated = await instance({ FILE_LINK_SECRET: newSecret, FILE_LINK_SECRET_PREVIOUS: TEST_FILE_LINK_SECRET });
    // A secret changed with the old one forgotten.
    const forgot = await instance({ FILE_LINK_SECRET: newSecret });
    try {
      await eventually(async () => (await rotated.waitFor('/ready')).status === 200 && (await forgot.waitFor('/ready')).status === 200, 20_000, 200);
      const listOf = async (url: string) => {
        const res = await httpClient(url).get<{ links: ShareLink[] }>(`/albums/${album.id}/share-links`, owner.token);
        expect(res.status).toBe(200);
        return res.data.links.find((listed) => listed.id === link.id);
      };
      expect((await listOf(rotated.url))?.path).toBe(link.path);
      // A link made under the new secret is shown by it, and by no instance that only knows the old one.
      const fresh = (await httpClient(rotated.url).post<{ link: ShareLink }>(`/albums/${album.id}/share-links`, { sectionId: section.id }, owner.token)).data.link;
      const freshIn = async (url: string) =>
        (await httpClient(url).get<{ links: ShareLink[] }>(`/albums/${album.id}/share-links`, owner.token)).data.links.find((listed) => listed.id === fresh.id);
      expect(fresh.path).toMatch(/^\/abialbum\/s\//);
      expect((await freshIn(forgot.url))?.path).toBe(fresh.path);
      expect((await freshIn(svc.url))?.path).toBeNull();
      const forgotten = await listOf(forgot.url);
      expect(forgotten).toMatchObject({ id: link.id, hasPassword: false, allowDownload: true });
      expect(forgotten?.path).toBeNull();
      // Its holders still open it; its owner still revokes it.
      expect((await httpClient(forgot.url).get(`/userprofile/share/${key}`)).status).toBe(200);
      expect((await httpClient(forgot.url).del(`/albums/${album.id}/share-links/${link.id}`, owner.token)).status).toBe(200);
      expect((await httpClient(rotated.url).get(`/userprofile/share/${key}`)).status).toBe(404);
    } finally {
      await Promise.all([rotated.stop(), forgot.stop()]);
    }
  }, 60_000);
});
