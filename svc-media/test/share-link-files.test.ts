import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testFileLinks } from '@abialbum/service-kit/testing';
import { shareLinkCheck } from '../src/domain/share-link-check';
import { anAlbum, aUser } from './support/albums';
import { aMedia } from './support/media';
import { startService, type Service } from './support/service';

const TOKEN = 'test-internal-token-of-the-share-link-files';

/**
 * svc-albums' `/internal/share-links/{id}/live` as it answers (200 while the link opens, 404 after; its own tests
 * in svc-albums/test/share-links.test.ts), on a real HTTP server: the links live now, and the asks it was sent.
 */
async function albumsStandIn() {
  const live = new Set<string>();
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    const id = /^\/internal\/share-links\/([a-f0-9]{24})\/live$/.exec(req.url ?? '')?.[1];
    if (req.headers.authorization !== `Bearer ${TOKEN}` || !id) return void res.writeHead(404).end();
    asked.push(id);
    res.writeHead(live.has(id) ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: live.has(id) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, live, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Issue 27 item 2: a private album's file reached through a share link, only while that link opens. */
describe('files through share links', () => {
  let svc: Service;
  let albums: Awaited<ReturnType<typeof albumsStandIn>>;
  beforeAll(async () => {
    albums = await albumsStandIn();
    svc = await startService({ shareLinkLive: shareLinkCheck(albums.url, TOKEN) });
  });
  afterAll(async () => {
    await svc.close();
    await albums.close();
  });

  const links = testFileLinks();
  const bare = (url: string) => url.split('?')[0] as string;
  const linkId = () => Math.floor(Math.random() * 2 ** 48).toString(16).padStart(24, 'c');

  async function aPrivatePicture(service = svc) {
    const owner = await aUser(service);
    const album = await anAlbum(service, owner, { isPublic: false });
    return aMedia(service, owner.token, album.id);
  }

  it('serves the file while the link opens, asked again at each use, and refuses it at once after a revoke', async () => {
    const media = await aPrivatePicture();
    const shareId = linkId();
    albums.live.add(shareId);
    const url = links.shareLinker(shareId)(bare(media.url));
    expect(url).toMatch(new RegExp(`\\?share=${shareId}&expires=\\d+&signature=`));

    const served = await fetch(`${svc.url}${url}`);
    expect([served.status, served.headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
    const etag = served.headers.get('etag') as string;
    await served.arrayBuffer();
    const again = await fetch(`${svc.url}${url}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(albums.asked.filter((id) => id === shareId)).toHaveLength(2);

    albums.live.delete(shareId);
    for (const headers of [{}, { 'if-none-match': etag }] as Array<Record<string, string>>) expect((await fetch(`${svc.url}${url}`, { headers })).status).toBe(404);
    // Without the link, the private file is not anyone's either.
    expect((await fetch(`${svc.url}${bare(media.url)}`)).status).toBe(404);
  });

  it('refuses a URL bound to another link, or to another file, or tampered with', async () => {
    const [media, other] = [await aPrivatePicture(), await aPrivatePicture()];
    const [shareId, otherId] = [linkId(), linkId()];
    albums.live.add(shareId);
    albums.live.add(otherId);
    const url = links.shareLinker(shareId)(bare(media.url));
    const query = url.split('?')[1] as string;
    for (const wrong of [
      `${bare(media.url)}?${query.replace(shareId, otherId)}`,
      `${bare(other.url)}?${query}`,
      // Its first character changed (a signature may begin with any base64url character, `_` and `-` included).
      `${bare(media.url)}?${query.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`)}`,
      `${bare(media.url)}?share=${shareId}`,
    ]) {
      expect([wrong, (await fetch(`${svc.url}${wrong}`)).status]).toEqual([wrong, 404]);
    }
    expect((await fetch(`${svc.url}${url}`)).status).toBe(200);
  });

  it('answers 503 while svc-albums cannot say, never the file on a guess', async () => {
    const media = await aPrivatePicture();
    const shareId = linkId();
    // An instance whose svc-albums cannot be reached: the link is checked before the file is looked for.
    const unreachable = await startService({ shareLinkLive: shareLinkCheck('http://127.0.0.1:9', TOKEN, 500) });
    try {
      const url = links.shareLinker(shareId)(bare(media.url));
      expect((await fetch(`${unreachable.url}${url}`)).status).toBe(503);
    } finally {
      await unreachable.close();
    }
  });

  it('asks the next svc-albums instance when one is stopped (replaced one at a time): no file refused meanwhile', async () => {
    const shareId = linkId();
    albums.live.add(shareId);
    // The first instance named is gone (a port nothing listens on): every call is answered, wherever it starts.
    const checked = await startService({ shareLinkLive: shareLinkCheck(`http://127.0.0.1:9,${albums.url}`, TOKEN, 500) });
    try {
      const media = await aPrivatePicture(checked);
      const url = links.shareLinker(shareId)(bare(media.url));
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await fetch(`${checked.url}${url}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200]);
    } finally {
      await checked.close();
    }
  });
});
