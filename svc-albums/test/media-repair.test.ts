import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Album, MediaEventData } from '@abialbum/contracts';
import { mediaExport } from '../src/clients/media-export.client';
import { arrange } from './support/albums';
import { aMediaItem, mediaEvent } from './support/media-events';
import { startService, TEST_INTERNAL_TOKEN, type Service } from './support/service';

/** The read model of media compared with svc-media's export (here: what that export would answer) and repaired. */
describe('svc-albums repairs its media read model from svc-media, its source', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let sourceHolds: MediaEventData[] = [];
  beforeAll(async () => {
    svc = await startService({
      mediaSource: async function* source() {
        yield* sourceHolds;
      },
    });
    given = arrange(svc);
  });
  afterAll(() => svc.close());

  const mediaCount = async (albumId: string) => (await given.http.get<{ album: Album }>(`/userprofile/album/${albumId}`)).data.album._count.media;
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

  it('applies what never arrived (missing, newer, deleted at the source), leaves the rest, and a second run finds nothing', async () => {
    const { album } = await given.anOwnerWithAlbum({ isPublic: true });
    const kept = aMediaItem({ albumId: album.id, createdAt: minutesAgo(5) });
    const rejectedSince = aMediaItem({ albumId: album.id, createdAt: minutesAgo(5) });
    const deletedSince = aMediaItem({ albumId: album.id, createdAt: minutesAgo(5) });
    const justMade = aMediaItem({ albumId: album.id });
    for (const item of [kept, rejectedSince, deletedSince, justMade]) await svc.dispatch(mediaEvent('media.approved', item));
    expect(await mediaCount(album.id)).toBe(4);

    const neverArrived = aMediaItem({ albumId: album.id, createdAt: minutesAgo(3) });
    const ofAnAlbumGoneHere = aMediaItem({ albumId: '65f0c0ffee0000000000abcd' });
    // The source: one item as held, one rejected since, one this service never heard of; the deleted one is not in
    // it, nor the one made a moment ago (made after the export was read: not taken as deleted).
    sourceHolds = [kept, { ...rejectedSince, status: 'rejected', rejectionReason: 'Blurry', revision: 2 }, neverArrived, ofAnAlbumGoneHere];

    const first = await svc.services.repairs.run();
    expect(first.media).toEqual({ source: 4, held: 4, added: 1, updated: 1, removed: 1, albums: 1 });
    expect(await mediaCount(album.id)).toBe(3); // kept, neverArrived, justMade
    const profile = await given.http.get<{ recentMedia: Array<{ id: string }> }>(`/userprofile/album/${album.id}`);
    expect(profile.data.recentMedia.map((m) => m.id).sort()).toEqual([kept.mediaId, neverArrived.mediaId, justMade.mediaId].sort());

    const second = await svc.services.repairs.run();
    expect(second.media).toMatchObject({ added: 0, updated: 0, removed: 0, albums: 0 });
    // A late event older than what the repair applied changes nothing.
    await svc.dispatch(mediaEvent('media.approved', rejectedSince));
    expect(await mediaCount(album.id)).toBe(3);
  });

  it('runs when asked through its internal route, which only the platform token opens', async () => {
    const asked = (token?: string) => fetch(`${svc.url}/internal/repair`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await asked()).status).toBe(404);
    expect((await asked('someone-else-with-a-long-enough-token')).status).toBe(404);
    const res = await asked(TEST_INTERNAL_TOKEN);
    const body = (await res.json()) as { data: { report: { media: unknown; counters: unknown } } };
    expect(res.status).toBe(200);
    expect(body.data.report.media).toMatchObject({ added: 0, updated: 0, removed: 0 });
    expect(body.data.report.counters).toEqual({ repaired: 0, orphansRemoved: 0 });
  });

  it("never takes a cut-off export for the whole: the client throws before anything is taken as deleted", async () => {
    const item = aMediaItem({ albumId: '65f0c0ffee0000000000abcd' });
    const server = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/x-ndjson');
      res.write(`${JSON.stringify(item)}\n`);
      // Complete only when asked for the whole: a trailer with the count.
      res.end(req.url === '/whole/internal/media' ? `${JSON.stringify({ end: true, count: 1 })}\n` : '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const read = async (url: string) => {
      const items: MediaEventData[] = [];
      for await (const one of mediaExport(url, TEST_INTERNAL_TOKEN)()) items.push(one);
      return items;
    };
    try {
      expect(await read(`${base}/whole`)).toEqual([item]);
      await expect(read(`${base}/cut`)).rejects.toThrow("svc-media's export was cut off after 1 items");
    } finally {
      server.close();
    }
  });
});
