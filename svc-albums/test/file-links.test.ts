import type { Album, HighlightSummary, MediaSummary, Section } from '@abialbum/contracts';
import { testFileLinks } from '@abialbum/service-kit/testing';
import { arrange } from './support/albums';
import { aHighlight, aMediaItem, highlightEvent, mediaEvent } from './support/media-events';
import { startService, type Service } from './support/service';

type Profile = { album: Album & { sections: Section[]; mediaHighlights: HighlightSummary[] }; recentMedia: MediaSummary[] };

/**
 * Issue 15 "Private means private": the files of an album anyone may see are linked as they are (svc-media serves
 * them to anyone); those of a private album carry signed links, made for the answer, that svc-media checks.
 */
describe('links to the files an album shows', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
  });
  afterAll(() => svc.close());

  const links = testFileLinks();
  const keyOf = (url: string) => url.split('?')[0]?.split('/').pop() as string;
  /** Signed for this very file, and live (svc-media's own check). */
  const signedFor = (url: string | null) => {
    if (!url?.includes('?')) return false;
    const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
    return links.validUntil(keyOf(url), query) !== null;
  };

  async function withPictures(isPublic: boolean) {
    const { owner, album } = await given.anOwnerWithAlbum({ title: isPublic ? 'Open Days' : 'Family Only', isPublic });
    const section = await given.aSection(owner.token, album.id, { title: 'Beach' });
    const item = aMediaItem({ albumId: album.id, sectionId: section.id, uploaderId: owner.id });
    await svc.dispatch(mediaEvent('media.uploaded', item));
    await svc.dispatch(highlightEvent('highlight.added', aHighlight({ albumId: album.id, mediaId: item.mediaId })));
    // A video of its own whose playback copy is ready: the copy is linked like the original.
    const clip = aHighlight({ albumId: album.id, type: 'VIDEO', url: '/api/v1/files/clip.mov', playbackStatus: 'ready', playbackUrl: '/api/v1/files/clip-play.mp4' });
    await svc.dispatch(highlightEvent('highlight.added', clip));
    return { owner, album, item };
  }

  const everyUrl = (profile: Profile): string[] =>
    [
    profile.album.coverImage,
    ...profile.recentMedia.flatMap((media) => [media.url, media.thumbnailUrl, media.displayUrl]),
    ...profile.album.mediaHighlights.flatMap((highlight) => [highlight.url, highlight.thumbnailUrl, highlight.playbackUrl]),
    ...profile.album.sections.flatMap((section) => section.thumbnails),
    ].filter((url): url is string => url !== null);

  it("links a public album's files as they are, for every reader", async () => {
    const { album, item } = await withPictures(true);
    const profile = (await given.http.get<Profile>(`/userprofile/album/${album.id}`)).data;
    expect(profile.recentMedia.map((media) => media.url)).toEqual([item.url]);
    const urls = everyUrl(profile);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.filter((url) => url.includes('?'))).toEqual([]);
    expect(urls).toContain('/api/v1/files/clip-play.mp4');
  });

  it("signs every file of a private album in what its owner reads: profile, album, sections, album lists", async () => {
    const { owner, album, item } = await withPictures(false);
    const profile = (await given.http.get<Profile>(`/userprofile/album/${album.id}`, owner.token)).data;
    expect(profile.recentMedia.map((media) => media.url.split('?')[0])).toEqual([item.url]);
    const urls = everyUrl(profile);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.filter((url) => !signedFor(url))).toEqual([]);
    expect(urls.filter((url) => url.startsWith('/api/v1/files/clip-play.mp4?'))).toHaveLength(1);

    const read = (await given.http.get<{ album: Album }>(`/albums/${album.id}`, owner.token)).data.album;
    expect(signedFor(read.coverImage)).toBe(true);
    const mine = (await given.http.get<{ albums: Album[] }>('/albums/my', owner.token)).data.albums;
    expect(mine.map((mineAlbum) => signedFor(mineAlbum.coverImage))).toEqual([true]);
    const sections = (await given.http.get<{ sections: Section[] }>(`/albums/${album.id}/sections`, owner.token)).data.sections;
    expect(sections.flatMap((section) => section.thumbnails).map(signedFor)).toEqual([true]);
  });

  it('signs the files of a public album again once it turns private', async () => {
    const { owner, album } = await withPictures(true);
    await given.http.put(`/albums/${album.id}`, { isPublic: false }, owner.token);
    const profile = (await given.http.get<Profile>(`/userprofile/album/${album.id}`, owner.token)).data;
    expect(everyUrl(profile).filter((url) => !signedFor(url))).toEqual([]);
  });
});
