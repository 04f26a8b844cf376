import type { Album, HighlightState, HighlightSummary, MediaEventData, MediaSummary } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { aHighlight, aMediaItem, highlightEvent, highlightUpdated, mediaEvent } from './support/media-events';
import { startService, TEST_INTERNAL_TOKEN, type Service } from './support/service';

type Profile = { album: Album & { mediaHighlights: HighlightSummary[] }; recentMedia: MediaSummary[] };

/**
 * The read models kept from svc-media compared with its exports and repaired. The exports here answer what
 * svc-media's would (their route is tested in svc-media; the fault suite runs both services end to end).
 */
describe('svc-albums repairs its media and highlights from svc-media, their source', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let mediaHeld: MediaEventData[] = [];
  let highlightsHeld: HighlightState[] = [];
  beforeAll(async () => {
    svc = await startService({
      mediaSources: {
        media: async function* media() {
          yield* mediaHeld;
        },
        highlights: async function* highlights() {
          yield* highlightsHeld;
        },
      },
    });
    given = arrange(svc);
  });
  afterAll(() => svc.close());

  const profile = async (albumId: string) => (await given.http.get<Profile>(`/userprofile/album/${albumId}`)).data;
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

  it('applies what never arrived (missing, newer, deleted at the source), leaves the rest, and a second run finds nothing', async () => {
    const { album } = await given.anOwnerWithAlbum({ isPublic: true });
    const kept = aMediaItem({ albumId: album.id, createdAt: minutesAgo(5) });
    const rejectedSince = aMediaItem({ albumId: album.id, createdAt: minutesAgo(5) });
    const deletedSince = aMediaItem({ albumId: album.id, createdAt: minutesAgo(5) });
    const justMade = aMediaItem({ albumId: album.id });
    for (const item of [kept, rejectedSince, deletedSince, justMade]) await svc.dispatch(mediaEvent('media.approved', item));
    const keptHighlight = aHighlight({ albumId: album.id, createdAt: minutesAgo(5) });
    const removedSince = aHighlight({ albumId: album.id, createdAt: minutesAgo(5) });
    for (const highlight of [keptHighlight, removedSince]) await svc.dispatch(highlightEvent('highlight.added', highlight));
    const before = await profile(album.id);
    expect([before.album._count.media, before.album._count.highlights]).toEqual([4, 2]);

    const neverArrived = aMediaItem({ albumId: album.id, createdAt: minutesAgo(3) });
    const ofAnAlbumGoneHere = aMediaItem({ albumId: '65f0c0ffee0000000000abcd' });
    // The sources: one item as held, one rejected since, one never heard of; the deleted one is not in them, nor
    // the one made a moment ago (made after the export was read: not taken as deleted). One highlight renamed
    // since, one never heard of, one removed since.
    mediaHeld = [kept, { ...rejectedSince, status: 'rejected', rejectionReason: 'Blurry', revision: 2 }, neverArrived, ofAnAlbumGoneHere];
    const newHighlight = aHighlight({ albumId: album.id, caption: 'Never told' });
    highlightsHeld = [{ ...keptHighlight, caption: 'Renamed', revision: 2 }, { ...newHighlight, revision: 1 }];

    const first = await svc.services.repairs.run();
    expect(first.media).toEqual({
      media: { source: 4, held: 4, added: 1, updated: 1, removed: 1, albums: 1 },
      highlights: { source: 2, held: 2, added: 1, updated: 1, removed: 1, albums: 1 },
    });
    const after = await profile(album.id);
    expect(after.album._count.media).toBe(3);
    expect(after.recentMedia.map((m) => m.id).sort()).toEqual([kept.mediaId, neverArrived.mediaId, justMade.mediaId].sort());
    expect(after.album._count.highlights).toBe(2);
    expect(after.album.mediaHighlights.map((h) => h.caption).sort()).toEqual(['Never told', 'Renamed']);

    const second = await svc.services.repairs.run();
    expect(second.media).toMatchObject({ media: { added: 0, updated: 0, removed: 0, albums: 0 }, highlights: { added: 0, updated: 0, removed: 0 } });
    // A late event older than what the repair applied changes nothing.
    await svc.dispatch(mediaEvent('media.approved', rejectedSince));
    expect((await profile(album.id)).album._count.media).toBe(3);
  });

  it("fills a highlight's playback copy from the export: a change that never arrived, and a highlight never heard of", async () => {
    const { album } = await given.anOwnerWithAlbum({ isPublic: true });
    const clip = aHighlight({ albumId: album.id, type: 'VIDEO', url: '/api/v1/files/lake.mov', createdAt: minutesAgo(5), playbackStatus: 'preparing', playbackUrl: null });
    await svc.dispatch(highlightEvent('highlight.added', clip));
    await svc.dispatch(highlightUpdated({ ...clip, thumbnailUrl: '/api/v1/files/lake-thumb.webp' }, 2));
    // The playback job's highlight.updated (revision 3) was lost; svc-media's export tells the copy.
    const ready = { thumbnailUrl: '/api/v1/files/lake-thumb.webp', playbackStatus: 'ready' as const, playbackUrl: '/api/v1/files/lake-play.mp4' };
    const untold = aHighlight({ albumId: album.id, type: 'VIDEO', url: '/api/v1/files/pier.mov', ...ready, playbackUrl: '/api/v1/files/pier-play.mp4' });
    highlightsHeld = [...highlightsHeld, { ...clip, ...ready, revision: 3 }, { ...untold, revision: 2 }];

    const report = await svc.services.repairs.run();
    expect(report.media).toMatchObject({ highlights: { added: 1, updated: 1, removed: 0, albums: 1 } });
    const shown = new Map((await profile(album.id)).album.mediaHighlights.map((h) => [h.id, h]));
    expect(shown.get(clip.highlightId)).toMatchObject({ url: clip.url, ...ready });
    expect(shown.get(untold.highlightId)).toMatchObject({ url: untold.url, playbackStatus: 'ready', playbackUrl: '/api/v1/files/pier-play.mp4' });
    expect((await svc.services.repairs.run()).media).toMatchObject({ highlights: { added: 0, updated: 0, removed: 0 } });
  });

  it('runs when asked through its internal route, which only the platform token opens', async () => {
    const asked = (token?: string) => fetch(`${svc.url}/internal/repair`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await asked()).status).toBe(404);
    expect((await asked('someone-else-with-a-long-enough-token')).status).toBe(404);
    const res = await asked(TEST_INTERNAL_TOKEN);
    const body = (await res.json()) as { data: { report: { media: unknown; counters: unknown } } };
    expect(res.status).toBe(200);
    expect(body.data.report.media).toMatchObject({ media: { added: 0, updated: 0, removed: 0 }, highlights: { added: 0, updated: 0, removed: 0 } });
    expect(body.data.report.counters).toEqual({ repaired: 0, orphansRemoved: 0 });
  });
});
