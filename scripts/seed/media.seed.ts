import type { Media, UploadedFile } from '@abialbum/contracts';
import type { SeededAlbum } from './albums.seed';
import { eventually, expectOk, isMissingRoute, type GatewayClient, type UploadPart } from './gateway-client';
import { picture, testPatternVideo, type GpsPoint } from './pictures';

/** Where the two GPS-tagged pictures claim to be from (the media service must strip it from what it shows). */
const GPS: Record<string, GpsPoint> = { demo: { lat: 38.7139, lon: -9.1334 }, 'ingrid.solberg': { lat: 69.6492, lon: 18.9553 } };
/** Albums that also get ffmpeg's test pattern as a video, in this section. */
const VIDEO_SECTION: Record<string, string> = { demo: 'Tram 28', 'mateus.costa': 'Sambódromo' };
/** SPEC 5: the default upload flow takes 10 files at a time. */
const UPLOAD_BATCH = 10;
/** svc-media learns of new albums and sections from events: retried while it has not yet. */
const NOT_YET_KNOWN = ['ALBUM_NOT_FOUND', 'SECTION_NOT_FOUND'];

interface PlannedItem {
  caption: string;
  sectionId: string | null;
  file: () => Promise<UploadPart | null>;
}

let video: Promise<Buffer | null> | undefined;

/** Pictures per album: two in a shared section, one in the others, one in the album itself; maybe a video. */
function plan(album: SeededAlbum): PlannedItem[] {
  const { person } = album.session;
  const items: PlannedItem[] = [];
  const image = (caption: string, sectionId: string | null, subtitle: string, gps?: GpsPoint): PlannedItem => ({
    caption,
    sectionId,
    file: async () => {
      const bytes = await picture({ title: caption, subtitle, palette: person.palette, seed: `${person.key}/${caption}`, gps });
      return { name: `${caption.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.jpg`, type: 'image/jpeg', bytes };
    },
  });
  items.push(image(`${person.album.title}: cover`, null, `${person.city}, ${person.country}`, GPS[person.key]));
  for (const s of person.album.sections) {
    const sectionId = album.sections.get(s.title) ?? null;
    const count = s.isSharedAlbum ? 2 : 1;
    for (let k = 1; k <= count; k++) items.push(image(`${s.title} ${k}`, sectionId, `${person.album.title} · ${person.name}`));
    if (VIDEO_SECTION[person.key] === s.title) {
      items.push({
        caption: `${s.title}: test pattern video`,
        sectionId,
        file: async () => {
          video ??= testPatternVideo();
          const bytes = await video;
          return bytes && { name: 'test-pattern.mp4', type: 'video/mp4', bytes };
        },
      });
    }
  }
  return items;
}

/** Uploads what is missing (by caption) and records it as the album's media. */
async function seedAlbumMedia(api: GatewayClient, album: SeededAlbum): Promise<Media[] | 'missing'> {
  const { token, person } = album.session;
  const listed = await eventually(() => api.get<{ media: Media[] }>(`/abialbum/albums/${album.albumId}/media?limit=100`, token), NOT_YET_KNOWN);
  if (isMissingRoute(listed)) return 'missing';
  const existing = expectOk(listed, `media of "${person.album.title}"`).media;
  const have = new Set(existing.map((m) => m.caption));
  const todo = plan(album).filter((item) => !have.has(item.caption));
  for (let i = 0; i < todo.length; i += UPLOAD_BATCH) {
    const batch = todo.slice(i, i + UPLOAD_BATCH);
    const files = await Promise.all(batch.map((item) => item.file()));
    const ready = batch.flatMap((item, k) => (files[k] ? [{ item, file: files[k] }] : []));
    if (ready.length === 0) continue;
    const uploaded = await eventually(
      () => api.upload<{ files: UploadedFile[] }>(`/upload/multiple?albumId=${album.albumId}`, 'files', ready.map((r) => r.file), token),
      NOT_YET_KNOWN,
    );
    if (isMissingRoute(uploaded)) return 'missing';
    const stored = expectOk(uploaded, `upload to "${person.album.title}"`).files;
    const mediaFiles = ready.map(({ item }, k) => ({ url: stored[k]?.url as string, caption: item.caption, sectionId: item.sectionId }));
    const added = await eventually(() => api.post<{ media: Media[] }>('/abialbum/albums/media/bulk', { albumId: album.albumId, mediaFiles }, token), NOT_YET_KNOWN);
    existing.push(...expectOk(added, `media records of "${person.album.title}"`).media);
  }
  console.log(`  "${person.album.title}": ${todo.length} media added, ${existing.length} in all`);
  return existing;
}

/** A picture taken with GPS must show without it: the display image is checked for any EXIF left. */
async function checkGpsStripped(api: GatewayClient, media: Media[]): Promise<void> {
  const sharp = (await import('sharp')).default;
  const cover = media.find((m) => m.caption.endsWith(': cover') && m.displayUrl);
  if (!cover?.displayUrl) return;
  const [original, shown] = await Promise.all([api.download(cover.url), api.download(cover.displayUrl)]);
  const [before, after] = await Promise.all([sharp(original).metadata(), sharp(shown).metadata()]);
  const kept = before.exif ? 'kept in the stored original' : 'not in the stored original';
  console.log(`  "${cover.caption}" was uploaded with EXIF GPS: ${kept}, ${after.exif ? 'STILL PRESENT' : 'stripped'} in the display image`);
}

/** Real pictures (and a short video) in every album, uploaded like the album manager does. */
export async function seedMedia(api: GatewayClient, albums: SeededAlbum[]): Promise<Map<string, Media[]> | null> {
  const byAlbum = new Map<string, Media[]>();
  for (const album of albums) {
    const media = await seedAlbumMedia(api, album);
    if (media === 'missing') {
      console.log('  skipped: svc-media has no album media or upload routes yet (issue 5)');
      return null;
    }
    byAlbum.set(album.session.person.key, media);
    if (GPS[album.session.person.key]) await checkGpsStripped(api, media);
  }
  return byAlbum;
}
