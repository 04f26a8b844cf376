import type { Album, MediaSummary, Section } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import { arrange } from './support/albums';
import { aUserSnapshot } from './support/builders';
import { aMediaItem, mediaEvent } from './support/media-events';
import { startService, type Service } from './support/service';

type Profile = { album: Album & { sections: Section[] }; recentMedia: MediaSummary[] };
const fromIdentity = eventFactory('svc-identity');

/** A blocked member's uploads leave every public read of the albums they uploaded to, and come back when unblocked. */
describe('svc-albums hides the media of a blocked uploader', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let dispatch: Service['dispatch'];
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    dispatch = svc.dispatch;
  });
  afterAll(() => svc.close());

  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();
  const profile = async (albumId: string) => (await given.http.get<Profile>(`/userprofile/album/${albumId}`)).data;
  const sharedSection = async (sectionId: string) =>
    (await given.http.get<{ section: Section & { media: MediaSummary[] } }>(`/userprofile/shared-section/${sectionId}`)).data.section;

  it('takes them off the profiles, counts, cover and section thumbnails, and brings them back on user.unblocked', async () => {
    const member = aUserSnapshot({ name: 'Member Uploader' });
    await dispatch(fromIdentity('user.registered', member));
    const { owner, album } = await given.anOwnerWithAlbum();
    const shared = await given.aSection(owner.token, album.id, { title: 'Shared', isSharedAlbum: true });
    const ownItem = aMediaItem({ albumId: album.id, sectionId: shared.id, uploaderId: owner.id, createdAt: at(1) });
    const memberItem = aMediaItem({ albumId: album.id, sectionId: shared.id, uploaderId: member.userId, createdAt: at(2) });
    const other = (await given.anOwnerWithAlbum()).album;
    const elsewhere = aMediaItem({ albumId: other.id, uploaderId: member.userId, createdAt: at(3) });
    for (const item of [ownItem, memberItem, elsewhere]) await dispatch(mediaEvent('media.approved', item));

    const shownBoth = async () => {
      const shown = await profile(album.id);
      expect(shown.recentMedia.map((m) => m.id)).toEqual([memberItem.mediaId, ownItem.mediaId]);
      expect(shown.album._count.media).toBe(2);
      expect(shown.album.coverImage).toBe(memberItem.thumbnailUrl);
      expect(shown.album.sections[0]).toMatchObject({ mediaCount: 2, thumbnails: [memberItem.thumbnailUrl, ownItem.thumbnailUrl] });
      expect((await sharedSection(shared.id)).media.map((m) => m.id)).toEqual([memberItem.mediaId, ownItem.mediaId]);
      expect((await profile(other.id)).album).toMatchObject({ _count: { media: 1 }, coverImage: elsewhere.thumbnailUrl });
    };
    await shownBoth();

    const blocked = fromIdentity('user.blocked', { ...member, isBlocked: true, revision: 2 });
    expect(await dispatch(blocked)).toBe('handled');
    let shown = await profile(album.id);
    expect(shown.recentMedia.map((m) => m.id)).toEqual([ownItem.mediaId]);
    expect(shown.album._count.media).toBe(1);
    expect(shown.album.coverImage).toBe(ownItem.thumbnailUrl);
    expect(shown.album.sections[0]).toMatchObject({ mediaCount: 1, thumbnails: [ownItem.thumbnailUrl] });
    expect(await sharedSection(shared.id)).toMatchObject({ mediaCount: 1, media: [expect.objectContaining({ id: ownItem.mediaId })] });
    expect((await given.http.get<{ sections: Section[] }>(`/albums/${album.id}/sections`)).data.sections[0]).toMatchObject({ mediaCount: 1 });
    shown = await profile(other.id);
    expect(shown.recentMedia).toEqual([]);
    expect(shown.album).toMatchObject({ _count: { media: 0 }, coverImage: null });

    // An upload of theirs arriving while they are blocked stays hidden too.
    const late = aMediaItem({ albumId: album.id, sectionId: shared.id, uploaderId: member.userId, createdAt: at(4) });
    await dispatch(mediaEvent('media.approved', late));
    expect((await profile(album.id)).recentMedia.map((m) => m.id)).toEqual([ownItem.mediaId]);

    expect(await dispatch(fromIdentity('user.unblocked', { ...member, isBlocked: false, revision: 3 }))).toBe('handled');
    shown = await profile(album.id);
    expect(shown.recentMedia.map((m) => m.id)).toEqual([late.mediaId, memberItem.mediaId, ownItem.mediaId]);
    expect(shown.album._count.media).toBe(3);
    expect(shown.album.sections[0]).toMatchObject({ mediaCount: 3, thumbnails: [late.thumbnailUrl, memberItem.thumbnailUrl, ownItem.thumbnailUrl] });
    expect((await profile(other.id)).album).toMatchObject({ _count: { media: 1 }, coverImage: elsewhere.thumbnailUrl });

    // The block again (a redelivery) or a copy of it under another id arriving late: the newest revision stands.
    expect(await dispatch(blocked)).toBe('duplicate');
    await dispatch(fromIdentity('user.blocked', { ...member, isBlocked: true, revision: 2 }));
    shown = await profile(album.id);
    expect(shown.album._count.media).toBe(3);
    expect(shown.recentMedia).toHaveLength(3);
  });

  it('hides by the newest state when the unblock overtakes the block', async () => {
    const member = aUserSnapshot();
    await dispatch(fromIdentity('user.registered', member));
    const { album } = await given.anOwnerWithAlbum();
    const item = aMediaItem({ albumId: album.id, uploaderId: member.userId });
    await dispatch(mediaEvent('media.approved', item));

    await dispatch(fromIdentity('user.blocked', { ...member, isBlocked: true, revision: 4 }));
    await dispatch(fromIdentity('user.unblocked', { ...member, isBlocked: false, revision: 3 }));
    const shown = await profile(album.id);
    expect(shown.recentMedia).toEqual([]);
    expect(shown.album._count.media).toBe(0);
  });
});
