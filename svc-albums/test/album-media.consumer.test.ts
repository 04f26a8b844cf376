import type { Album, HighlightSummary, MediaSummary, Section } from '@abialbum/contracts';
import { documentLocks, lockKey } from '@abialbum/service-kit';
import { arrange } from './support/albums';
import { aHighlight, aMediaItem, highlightEvent, highlightUpdated, mediaEvent } from './support/media-events';
import { startService, type Service } from './support/service';

type Profile = { album: Album & { sections: Section[]; mediaHighlights: HighlightSummary[] }; recentMedia: MediaSummary[] };

/** The read model of approved media, fed through the same dispatcher the broker consumer uses. */
describe('svc-albums keeps the approved media of its albums from media events', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let dispatch: Service['dispatch'];
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    dispatch = svc.dispatch;
  });
  afterAll(() => svc.close());

  const profile = async (albumId: string) => (await given.http.get<Profile>(`/userprofile/album/${albumId}`)).data;
  const sections = async (albumId: string) => (await given.http.get<{ sections: Section[] }>(`/albums/${albumId}/sections`)).data.sections;
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();

  it('counts approved media only, and sets the cover to the latest approved image', async () => {
    const { album } = await given.anOwnerWithAlbum();
    const older = aMediaItem({ albumId: album.id, createdAt: at(1) });
    const pending = aMediaItem({ albumId: album.id, status: 'pending', createdAt: at(2) });
    const video = aMediaItem({ albumId: album.id, type: 'VIDEO', thumbnailUrl: null, createdAt: at(3) });
    for (const item of [older, pending, video]) expect(await dispatch(mediaEvent('media.uploaded', item))).toBe('handled');

    let shown = await profile(album.id);
    expect(shown.album._count.media).toBe(2);
    expect(shown.album.coverImage).toBe(older.thumbnailUrl);
    expect(shown.recentMedia.map((m) => m.id)).toEqual([video.mediaId, older.mediaId]);

    await dispatch(mediaEvent('media.approved', { ...pending, status: 'approved', revision: 2 }));
    shown = await profile(album.id);
    expect(shown.album._count.media).toBe(3);
    expect(shown.album.coverImage).toBe(pending.thumbnailUrl);
    // Recent media are the latest shown: the one approved last leads (the order items joined the album's list).
    expect(shown.recentMedia.map((m) => m.id)).toEqual([pending.mediaId, video.mediaId, older.mediaId]);
    expect(shown.recentMedia[0]).toEqual({
      id: pending.mediaId,
      type: 'IMAGE',
      url: pending.url,
      thumbnailUrl: pending.thumbnailUrl,
      displayUrl: pending.displayUrl,
      placeholder: pending.placeholder,
      caption: '',
      sectionId: null,
      createdAt: at(2),
    });

    await dispatch(mediaEvent('media.deleted', { ...pending, status: 'approved', revision: 2 }));
    const rejected = aMediaItem({ albumId: album.id, status: 'pending' });
    await dispatch(mediaEvent('media.uploaded', rejected));
    await dispatch(mediaEvent('media.rejected', { ...rejected, status: 'rejected', rejectionReason: 'Blurry', revision: 2 }));
    shown = await profile(album.id);
    expect(shown.album._count.media).toBe(2);
    expect(shown.album.coverImage).toBe(older.thumbnailUrl);
    // The album's other pages and search show the same count.
    expect((await given.http.get<{ albums: Array<{ mediaCount: number }> }>(`/search/albums?query=${encodeURIComponent(album.title)}`)).data.albums[0]?.mediaCount).toBe(2);
  });

  it('keeps each section exact: count and the four newest thumbnails, also when media move or go', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const beach = await given.aSection(owner.token, album.id, { title: 'Beach' });
    const city = await given.aSection(owner.token, album.id, { title: 'City' });
    const items = Array.from({ length: 6 }, (_, i) => aMediaItem({ albumId: album.id, sectionId: beach.id, createdAt: at(i) }));
    for (const item of items) await dispatch(mediaEvent('media.uploaded', item));
    await dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId: album.id, sectionId: beach.id, status: 'pending' })));

    const byTitle = async () => new Map((await sections(album.id)).map((s) => [s.title, s]));
    let now = await byTitle();
    expect(now.get('Beach')).toMatchObject({ mediaCount: 6, thumbnails: [5, 4, 3, 2].map((i) => items[i]?.thumbnailUrl) });
    expect(now.get('City')).toMatchObject({ mediaCount: 0, thumbnails: [] });

    const moved = items[5]!;
    await dispatch(mediaEvent('media.updated', { ...moved, sectionId: city.id, revision: 2 }));
    await dispatch(mediaEvent('media.deleted', { ...items[4]!, revision: 1 }));
    now = await byTitle();
    expect(now.get('Beach')).toMatchObject({ mediaCount: 4, thumbnails: [3, 2, 1, 0].map((i) => items[i]?.thumbnailUrl) });
    expect(now.get('City')).toMatchObject({ mediaCount: 1, thumbnails: [moved.thumbnailUrl] });
    expect((await profile(album.id)).album._count.media).toBe(5);

    // Its section deleted, svc-media moves the media back to the album.
    await given.http.del(`/albums/sections/${city.id}`, owner.token);
    await dispatch(mediaEvent('media.updated', { ...moved, sectionId: null, revision: 3 }));
    expect((await profile(album.id)).recentMedia.find((m) => m.id === moved.mediaId)?.sectionId).toBeNull();
  });

  it('keeps the album and every section exact when many events of one album are handled at once (a queue catching up)', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const beach = await given.aSection(owner.token, album.id, { title: 'Beach' });
    const city = await given.aSection(owner.token, album.id, { title: 'City' });
    const inBeach = Array.from({ length: 9 }, (_, i) => aMediaItem({ albumId: album.id, sectionId: beach.id, status: 'pending', createdAt: at(i) }));
    const inCity = Array.from({ length: 7 }, (_, i) => aMediaItem({ albumId: album.id, sectionId: city.id, status: 'pending', createdAt: at(20 + i) }));
    const loose = Array.from({ length: 5 }, (_, i) => aMediaItem({ albumId: album.id, status: 'pending', createdAt: at(40 + i) }));
    const all = [...inBeach, ...inCity, ...loose];
    for (const item of all) await dispatch(mediaEvent('media.uploaded', item));
    expect((await profile(album.id)).album._count.media).toBe(0);

    // Every approval at once, and one of them rejected instead, as a consumer holding them all handles them.
    const [rejected, ...approved] = all;
    const outcomes = await Promise.all([
      ...approved.map((item) => dispatch(mediaEvent('media.approved', { ...item, status: 'approved', revision: 2 }))),
      dispatch(mediaEvent('media.rejected', { ...rejected!, status: 'rejected', rejectionReason: 'Blurry', revision: 2 })),
    ]);
    expect(outcomes.every((outcome) => outcome === 'handled')).toBe(true);

    // The order they joined in is the order they were handled in: the figures are exact, the pictures theirs.
    const thumbnails = (items: typeof all) => items.map((item) => item.thumbnailUrl);
    const shown = await profile(album.id);
    expect(shown.album._count.media).toBe(20);
    expect(thumbnails(approved)).toContain(shown.album.coverImage);
    expect(new Set(shown.recentMedia.map((m) => m.id)).size).toBe(12);
    const byTitle = new Map((await sections(album.id)).map((s) => [s.title, s]));
    for (const [title, items, count] of [['Beach', inBeach.slice(1), 8], ['City', inCity, 7]] as const) {
      const section = byTitle.get(title)!;
      expect(section.mediaCount).toBe(count);
      expect(new Set(section.thumbnails).size).toBe(4);
      for (const thumbnail of section.thumbnails) expect(thumbnails(items)).toContain(thumbnail);
    }
  });

  it('counts an approval once whose first handling stopped after its heads were written (the database gone), once looked at again', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const beach = await given.aSection(owner.token, album.id, { title: 'Beach' });
    const before = aMediaItem({ albumId: album.id, sectionId: beach.id, createdAt: at(1) });
    await dispatch(mediaEvent('media.uploaded', before));
    const item = aMediaItem({ albumId: album.id, sectionId: beach.id, status: 'pending', createdAt: at(2) });
    await dispatch(mediaEvent('media.uploaded', item));
    const approved = mediaEvent('media.approved', { ...item, status: 'approved', revision: 2 });
    // The database goes away after the lists' heads took the item and before its own write.
    const { media } = svc.services.stores;
    const write = jest.spyOn(media.model, 'updateOne').mockImplementationOnce(() => {
      throw new Error('connection to the database lost');
    });
    try {
      await expect(dispatch(approved)).rejects.toThrow('connection to the database lost');
    } finally {
      write.mockRestore();
    }
    // The redelivery places the item again: its heads count it twice, until the lists are looked at again.
    expect(await dispatch(approved)).toBe('handled');
    expect(media.lists.unsettledLists.sort()).toEqual([`sectionShown:${beach.id}`, `shown:${album.id}`, `shownImages:${album.id}`].sort());
    await media.lists.settleUnsettled();
    expect(media.lists.unsettledLists).toEqual([]);
    expect((await profile(album.id)).album._count.media).toBe(2);
    expect((await sections(album.id)).find((section) => section.id === beach.id)?.mediaCount).toBe(2);
    expect((await profile(album.id)).recentMedia.map((m) => m.id)).toEqual([item.mediaId, before.mediaId]);
  });

  it('ignores a repeated event, the same revision again, and an older revision arriving late', async () => {
    const { album } = await given.anOwnerWithAlbum();
    const item = aMediaItem({ albumId: album.id, status: 'pending', caption: 'v1' });
    const uploaded = mediaEvent('media.uploaded', item);
    const approved = mediaEvent('media.approved', { ...item, status: 'approved', caption: 'v2', revision: 2 });
    const captioned = mediaEvent('media.updated', { ...item, status: 'approved', caption: 'v3', revision: 3 });
    // Out of order: the newest first.
    expect(await dispatch(captioned)).toBe('handled');
    expect(await dispatch(uploaded)).toBe('handled');
    expect(await dispatch(approved)).toBe('handled');
    expect(await dispatch(captioned)).toBe('duplicate');
    await dispatch(mediaEvent('media.updated', { ...item, status: 'approved', caption: 'same revision, other id', revision: 3 }));
    let shown = await profile(album.id);
    expect(shown.recentMedia.map((m) => m.caption)).toEqual(['v3']);
    expect(shown.album._count.media).toBe(1);

    // Deleted is final: an older event arriving after it does not bring the item back.
    await dispatch(mediaEvent('media.deleted', { ...item, status: 'approved', caption: 'v3', revision: 3 }));
    await dispatch(mediaEvent('media.approved', { ...item, status: 'approved', revision: 2 }));
    shown = await profile(album.id);
    expect(shown.recentMedia).toEqual([]);
    expect(shown.album._count.media).toBe(0);
  });

  it('shows the twelve latest approved media on the profile, newest first', async () => {
    const { album } = await given.anOwnerWithAlbum();
    const items = Array.from({ length: 15 }, (_, i) => aMediaItem({ albumId: album.id, createdAt: at(i) }));
    for (const item of items) await dispatch(mediaEvent('media.uploaded', item));
    const shown = await profile(album.id);
    expect(shown.album._count.media).toBe(15);
    expect(shown.recentMedia.map((m) => m.id)).toEqual(items.slice(3).reverse().map((item) => item.mediaId));
  });

  it('keeps the highlights: added, removed, and a removal that overtook its addition', async () => {
    const { album } = await given.anOwnerWithAlbum();
    const first = aHighlight({ albumId: album.id, caption: 'Sunset', createdAt: at(1) });
    const second = aHighlight({ albumId: album.id, type: 'VIDEO', mediaId: aMediaItem({ albumId: album.id }).mediaId, createdAt: at(2) });
    const overtaken = aHighlight({ albumId: album.id });
    await dispatch(highlightEvent('highlight.added', first));
    await dispatch(highlightEvent('highlight.added', second));
    await dispatch(highlightEvent('highlight.removed', overtaken));
    await dispatch(highlightEvent('highlight.added', overtaken));

    let shown = await profile(album.id);
    expect(shown.album._count.highlights).toBe(2);
    expect(shown.album.mediaHighlights.map((h) => h.id)).toEqual([second.highlightId, first.highlightId]);
    expect(shown.album.mediaHighlights[1]).toEqual({
      id: first.highlightId,
      mediaId: null,
      type: 'IMAGE',
      url: first.url,
      thumbnailUrl: null,
      playbackStatus: null,
      playbackUrl: null,
      caption: 'Sunset',
      sectionId: null,
      createdAt: at(1),
    });
    await dispatch(highlightEvent('highlight.removed', first));
    shown = await profile(album.id);
    expect(shown.album._count.highlights).toBe(1);
    expect(shown.album.mediaHighlights.map((h) => h.id)).toEqual([second.highlightId]);
  });

  it('shows a changed highlight: the newest revision wins, and a removal stays a removal', async () => {
    const { album } = await given.anOwnerWithAlbum();
    const original = aHighlight({ albumId: album.id, mediaId: aMediaItem({ albumId: album.id }).mediaId, caption: 'Lake', createdAt: at(1) });
    const newFile = { mediaId: null, type: 'VIDEO' as const, url: '/api/v1/files/new.mp4', thumbnailUrl: '/api/v1/files/new-thumb.webp' };
    await dispatch(highlightEvent('highlight.added', original));
    expect(await dispatch(highlightUpdated({ ...original, caption: 'Lake at dawn' }, 2))).toBe('handled');
    await dispatch(highlightUpdated({ ...original, ...newFile, caption: 'A new clip' }, 3));
    // Late arrivals: an older change, then the addition again.
    await dispatch(highlightUpdated({ ...original, caption: 'Lake at dawn' }, 2));
    await dispatch(highlightEvent('highlight.added', original));
    let shown = await profile(album.id);
    expect(shown.album._count.highlights).toBe(1);
    expect(shown.album.mediaHighlights).toEqual([
      {
        id: original.highlightId,
        mediaId: null,
        type: 'VIDEO',
        url: newFile.url,
        thumbnailUrl: newFile.thumbnailUrl,
        playbackStatus: null,
        playbackUrl: null,
        caption: 'A new clip',
        sectionId: null,
        createdAt: at(1),
      },
    ]);

    // A change that overtook its addition shows; one after the removal does not bring it back.
    const overtaking = aHighlight({ albumId: album.id, caption: 'First', createdAt: at(2) });
    await dispatch(highlightUpdated({ ...overtaking, caption: 'Changed' }, 2));
    await dispatch(highlightEvent('highlight.added', overtaking));
    await dispatch(highlightEvent('highlight.removed', original));
    await dispatch(highlightUpdated({ ...original, caption: 'Too late' }, 4));
    shown = await profile(album.id);
    expect(shown.album._count.highlights).toBe(1);
    expect(shown.album.mediaHighlights.map((h) => [h.id, h.caption])).toEqual([[overtaking.highlightId, 'Changed']]);
  });

  it("follows a highlight's video to its playback copy: preparing, then ready, and an older revision does not undo it", async () => {
    const { album } = await given.anOwnerWithAlbum();
    // An iPhone's HEVC uploaded as the highlight's own file: no media item behind it to ask about.
    const clip = aHighlight({ albumId: album.id, type: 'VIDEO', url: '/api/v1/files/clip.mov', caption: 'Lake', playbackStatus: 'preparing', playbackUrl: null });
    const highlightOf = async () => (await profile(album.id)).album.mediaHighlights.find((h) => h.id === clip.highlightId);
    await dispatch(highlightEvent('highlight.added', clip));
    expect(await highlightOf()).toMatchObject({ mediaId: null, url: clip.url, playbackStatus: 'preparing', playbackUrl: null });

    // The poster job's change, then the playback job's: each a highlight.updated of a higher revision.
    const poster = { ...clip, thumbnailUrl: '/api/v1/files/clip-thumb.webp' };
    await dispatch(highlightUpdated(poster, 2));
    expect(await dispatch(highlightUpdated({ ...poster, playbackStatus: 'ready', playbackUrl: '/api/v1/files/clip-play.mp4' }, 3))).toBe('handled');
    const ready = { url: clip.url, thumbnailUrl: poster.thumbnailUrl, playbackStatus: 'ready', playbackUrl: '/api/v1/files/clip-play.mp4' };
    expect(await highlightOf()).toMatchObject(ready);

    // Late arrivals (the poster's change, the addition) leave the copy shown.
    await dispatch(highlightUpdated(poster, 2));
    await dispatch(highlightEvent('highlight.added', clip));
    expect(await highlightOf()).toMatchObject(ready);

    // A copy given up: the original is all there is; a message of before highlights told it reads the same.
    await dispatch(highlightUpdated({ ...poster, playbackStatus: 'failed', playbackUrl: null }, 4));
    expect(await highlightOf()).toMatchObject({ url: clip.url, playbackStatus: 'failed', playbackUrl: null });
    const { playbackStatus: _s, playbackUrl: _u, ...untold } = poster;
    await dispatch(highlightUpdated(untold, 5));
    expect(await highlightOf()).toMatchObject({ url: clip.url, playbackStatus: null, playbackUrl: null });
  });

  it('gives shared sections and shared albums their approved media', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const shared = await given.aSection(owner.token, album.id, { title: 'Shared', isSharedAlbum: true });
    const closed = await given.aSection(owner.token, album.id, { title: 'Closed' });
    const open = [aMediaItem({ albumId: album.id, sectionId: shared.id, createdAt: at(1) }), aMediaItem({ albumId: album.id, sectionId: shared.id, createdAt: at(2) })];
    for (const item of open) await dispatch(mediaEvent('media.uploaded', item));
    await dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId: album.id, sectionId: shared.id, status: 'pending' })));
    await dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId: album.id, sectionId: closed.id })));

    const section = await given.http.get<{ section: Section & { media: MediaSummary[] } }>(`/userprofile/shared-section/${shared.id}`);
    expect(section.data.section.mediaCount).toBe(2);
    expect(section.data.section.media.map((m) => m.id)).toEqual([open[1]?.mediaId, open[0]?.mediaId]);
    const sharedAlbum = await given.http.get<{ sharedAlbum: Array<Section & { media: MediaSummary[] }> }>(`/userprofile/shared-album/${album.id}`);
    expect(sharedAlbum.data.sharedAlbum.map((s) => [s.title, s.media.map((m) => m.id)])).toEqual([['Shared', [open[1]?.mediaId, open[0]?.mediaId]]]);
  });

  it('keeps nothing for an album it does not have, and drops the media of a deleted album', async () => {
    const unknown = aMediaItem({ albumId: '65f0c0ffee0000000000abcd' });
    expect(await dispatch(mediaEvent('media.uploaded', unknown))).toBe('handled');
    expect(await svc.services.stores.media.model.countDocuments({ albumId: unknown.albumId })).toBe(0);

    const { owner, album } = await given.anOwnerWithAlbum();
    await dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId: album.id })));
    await dispatch(highlightEvent('highlight.added', aHighlight({ albumId: album.id })));
    await given.http.del(`/albums/${album.id}`, owner.token);
    expect(await svc.services.stores.media.model.countDocuments({ albumId: album.id })).toBe(0);
    expect(await svc.services.stores.highlights.model.countDocuments({ albumId: album.id })).toBe(0);
  });

  it('repairs counts and thumbnails left behind by a crash between two writes', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const section = await given.aSection(owner.token, album.id, { title: 'Repaired' });
    const item = aMediaItem({ albumId: album.id, sectionId: section.id });
    await dispatch(mediaEvent('media.uploaded', item));
    const { albums, sections: sectionStore } = svc.services.stores;
    // Under the documents' locks, as every write: the outbox relay may be updating the same documents.
    await albums.exclusive(album.id, () => albums.model.updateOne({ _id: album.id }, { $set: { 'counts.media': 7, 'counts.highlights': 3, 'counts.members': 2 } }));
    await documentLocks.run(lockKey(sectionStore.model.collection.collectionName, section.id), () =>
      sectionStore.model.updateOne({ _id: section.id }, { $set: { mediaCount: 0, thumbnails: [] } }),
    );

    expect((await svc.services.reconciler.run()).repaired).toBeGreaterThanOrEqual(1);
    const shown = await profile(album.id);
    expect(shown.album._count).toMatchObject({ media: 1, highlights: 0, members: 0 });
    expect(shown.album.sections[0]).toMatchObject({ mediaCount: 1, thumbnails: [item.thumbnailUrl] });
    expect((await svc.services.reconciler.run()).repaired).toBe(0);
  });
});
