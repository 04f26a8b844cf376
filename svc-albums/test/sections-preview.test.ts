import { PROFILE_SECTIONS_LIMIT, type Album, type Section } from '@abialbum/contracts';
import { documentLocks, lockKey } from '@abialbum/service-kit';
import { SectionsPreview } from '../src/domain/sections-preview';
import { arrange } from './support/albums';
import { aMediaItem, mediaEvent } from './support/media-events';
import { startService, type Service } from './support/service';

type Profile = { album: Album & { sections: Section[] } };

/** The profile's sections: the first twelve in display order, kept on the album after every change. */
describe('the sections an album profile shows', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let dispatch: Service['dispatch'];
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    dispatch = svc.dispatch;
  });
  afterAll(() => svc.close());

  const profile = async (albumId: string, token?: string) => (await given.http.get<Profile>(`/userprofile/album/${albumId}`, token)).data.album;
  const shown = async (albumId: string) => {
    const album = await profile(albumId);
    return { titles: album.sections.map((s) => s.title), total: album._count.sections };
  };
  const allTitles = async (albumId: string) =>
    (await given.http.get<{ sections: Section[] }>(`/albums/${albumId}/sections`)).data.sections.map((s) => s.title);

  it('shows at most twelve sections in display order, counts them all, and the full list has the rest', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    for (let i = 1; i <= 14; i += 1) await given.aSection(owner.token, album.id, { title: `At End ${i}` });
    await given.aSection(owner.token, album.id, { title: 'Second', order: 2 });
    await given.aSection(owner.token, album.id, { title: 'First', order: 1 });

    const all = await allTitles(album.id);
    expect(all).toHaveLength(16);
    expect(all.slice(0, 3)).toEqual(['First', 'Second', 'At End 1']);
    expect(await shown(album.id)).toEqual({ titles: all.slice(0, PROFILE_SECTIONS_LIMIT), total: 16 });
    expect(PROFILE_SECTIONS_LIMIT).toBe(12);

    const section = (await profile(album.id)).sections[0];
    expect(section).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      albumId: album.id,
      title: 'First',
      description: '',
      order: 1,
      isSharedAlbum: false,
      createdAt: expect.any(String),
      mediaCount: 0,
      thumbnails: [],
    });
  });

  it('follows renames, reorders, share toggles, descriptions and deletes', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const sections: Section[] = [];
    for (let i = 1; i <= 13; i += 1) sections.push(await given.aSection(owner.token, album.id, { title: `Part ${i}` }));
    const [first, second] = sections as [Section, Section];
    const thirteenth = sections[12]!;
    expect((await shown(album.id)).titles).not.toContain('Part 13');

    // Reordered to the front, the thirteenth comes in and the twelfth goes out.
    await given.http.put(`/albums/sections/${thirteenth.id}`, { order: 1 }, owner.token);
    expect((await shown(album.id)).titles).toEqual(['Part 13', ...sections.slice(0, 11).map((s) => s.title)]);

    await given.http.put(`/albums/sections/${first.id}`, { title: 'Renamed', description: 'Now with words', isSharedAlbum: true }, owner.token);
    const renamed = (await profile(album.id)).sections.find((s) => s.id === first.id);
    expect(renamed).toMatchObject({ title: 'Renamed', description: 'Now with words', isSharedAlbum: true });
    await given.http.put(`/albums/sections/${first.id}`, { isSharedAlbum: false }, owner.token);
    expect((await profile(album.id)).sections.find((s) => s.id === first.id)?.isSharedAlbum).toBe(false);

    // A deleted one leaves, the next in line comes in.
    await given.http.del(`/albums/sections/${second.id}`, owner.token);
    const after = await shown(album.id);
    expect(after.total).toBe(12);
    expect(after.titles).not.toContain('Part 2');
    expect(after.titles).toEqual(await allTitles(album.id));
  });

  it('follows the media read model: counts and thumbnails of a shown section', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const beach = await given.aSection(owner.token, album.id, { title: 'Beach', order: 1 });
    const items = [1, 2, 3, 4, 5].map((minute) =>
      aMediaItem({ albumId: album.id, sectionId: beach.id, createdAt: new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString() }),
    );
    for (const item of items) await dispatch(mediaEvent('media.uploaded', item));
    expect((await profile(album.id)).sections[0]).toMatchObject({
      title: 'Beach',
      mediaCount: 5,
      thumbnails: [4, 3, 2, 1].map((i) => items[i]?.thumbnailUrl),
    });

    await dispatch(mediaEvent('media.deleted', { ...items[4]!, revision: 2 }));
    await dispatch(mediaEvent('media.updated', { ...items[3]!, sectionId: null, revision: 2 }));
    expect((await profile(album.id)).sections[0]).toMatchObject({ mediaCount: 3, thumbnails: [2, 1, 0].map((i) => items[i]?.thumbnailUrl) });

    // Media of a section past the twelfth change no preview; moved to the front, it shows them.
    for (let i = 1; i <= 11; i += 1) await given.aSection(owner.token, album.id, { title: `Filler ${i}` });
    const hidden = await given.aSection(owner.token, album.id, { title: 'Hidden' });
    const late = aMediaItem({ albumId: album.id, sectionId: hidden.id });
    await dispatch(mediaEvent('media.uploaded', late));
    expect((await shown(album.id)).titles).not.toContain('Hidden');
    await given.http.put(`/albums/sections/${hidden.id}`, { order: 1 }, owner.token);
    expect((await profile(album.id)).sections.find((s) => s.id === hidden.id)).toMatchObject({ mediaCount: 1, thumbnails: [late.thumbnailUrl] });
  });

  it('stays right under concurrent changes', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const created = await Promise.all(
      Array.from({ length: 15 }, (_, i) => given.http.post<{ section: Section }>('/albums/sections', { albumId: album.id, title: `Parallel ${i}` }, owner.token)),
    );
    expect(created.every((res) => res.status === 201)).toBe(true);
    const all = await allTitles(album.id);
    expect(await shown(album.id)).toEqual({ titles: all.slice(0, PROFILE_SECTIONS_LIMIT), total: 15 });

    const ids = created.map((res) => res.data.section.id);
    await Promise.all([
      ...ids.slice(0, 3).map((id) => given.http.del(`/albums/sections/${id}`, owner.token)),
      ...ids.slice(10, 13).map((id, i) => given.http.put(`/albums/sections/${id}`, { order: i + 1 }, owner.token)),
    ]);
    const after = await allTitles(album.id);
    expect(after.slice(0, 3)).toEqual(['Parallel 10', 'Parallel 11', 'Parallel 12']);
    expect(await shown(album.id)).toEqual({ titles: after.slice(0, PROFILE_SECTIONS_LIMIT), total: 12 });
  });

  it('gives an album stored before previews existed its preview on the first profile read', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    await given.aSection(owner.token, album.id, { title: 'Old One' });
    await given.aSection(owner.token, album.id, { title: 'Old Two' });
    const { albums } = svc.services.stores;
    // Under the album's lock, as every write to it: the outbox relay may be updating the same document.
    await albums.dropSectionsPreview(album.id);
    expect(await albums.previewedSectionIds(album.id)).toBeNull();

    expect(await shown(album.id)).toEqual({ titles: ['Old One', 'Old Two'], total: 2 });
    expect(await albums.previewedSectionIds(album.id)).toHaveLength(2);
    expect(await shown(album.id)).toEqual({ titles: ['Old One', 'Old Two'], total: 2 });
  });

  it('is repaired by the reconciliation when a crash left it stale or missing', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const kept = await given.aSection(owner.token, album.id, { title: 'Kept' });
    await given.aSection(owner.token, album.id, { title: 'Renamed Behind Its Back' });
    const { sections, albums } = svc.services.stores;
    // A section written, its album's refresh lost (a crash between the two writes).
    await documentLocks.run(lockKey(sections.model.collection.collectionName, kept.id), () =>
      sections.model.updateOne({ _id: kept.id }, { $set: { title: 'Kept Again', titleKey: 'kept again' } }),
    );
    const bare = await given.anOwnerWithAlbum();
    await given.aSection(bare.owner.token, bare.album.id, { title: 'Unpreviewed' });
    await albums.dropSectionsPreview(bare.album.id);

    expect((await svc.services.reconciler.run()).repaired).toBeGreaterThanOrEqual(2);
    expect(await albums.previewedSectionIds(bare.album.id)).toHaveLength(1);
    expect((await shown(album.id)).titles).toEqual(['Kept Again', 'Renamed Behind Its Back']);
    expect((await svc.services.reconciler.run()).repaired).toBe(0);
  });

  it('keeps a saved change when its refresh fails: the preview is dropped and the next profile read rebuilds it', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    await given.aSection(owner.token, album.id, { title: 'Before' });
    const { albums, sections } = svc.services.stores;
    const warnings: unknown[] = [];
    // The sections read fails once (a database hiccup), after the change itself was written.
    const failingOnce = Object.create(sections) as typeof sections;
    failingOnce.summariesOf = () => Promise.reject(new Error('connection reset'));
    const previews = new SectionsPreview({ albums, sections: failingOnce, logger: { warn: (...args: unknown[]) => void warnings.push(args) } });

    await expect(previews.refreshAfterWrite(album.id)).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(await albums.previewedSectionIds(album.id)).toBeNull();
    expect(await shown(album.id)).toEqual({ titles: ['Before'], total: 1 });
    expect(await albums.previewedSectionIds(album.id)).toHaveLength(1);
  });
});
