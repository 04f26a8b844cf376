/**
 * What the Lighthouse pages show: a public album of the bench user with three sections of two pictures each,
 * and, where the platform features no album on its landing page (a platform without npm start's seed, such
 * as BENCH_PROFILE=alt), that album featured for the run, as every deployment features one.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { api, createAlbum, eventually, uploadSmall } from './gateway-api';
import { aPicture, grain } from './pictures';
import { env } from './results';

const SECTIONS = ['Family', 'Travel', 'Friends'];
const PICTURES = 6;

interface Section {
  id: string;
  thumbnails: string[];
}

/** The album, once its pictures show on its public profile and in its sections (read models follow events). */
export async function lighthouseAlbum(token: string): Promise<string> {
  const albumId = await createAlbum(token, 'Lighthouse Album', true);
  const sections: string[] = [];
  for (const title of SECTIONS) {
    const { section } = await api<{ section: { id: string } }>('POST', '/api/v1/abialbum/albums/sections', token, { albumId, title, isSharedAlbum: true });
    sections.push(section.id);
  }
  const noise = await grain(1600, 1200);
  const pictures = await Promise.all(
    Array.from({ length: PICTURES }, async (_, n) => ({ name: `picture-${n + 1}.jpg`, type: 'image/jpeg', bytes: await aPicture(100 + n, 1600, 1200, noise) })),
  );
  const { files } = await eventually('an upload to the new album', () => uploadSmall(token, albumId, pictures));
  const mediaFiles = files.map((file, n) => ({ url: file.url, sectionId: sections[n % sections.length] }));
  await eventually('the pictures in their sections', () => api('POST', '/api/v1/abialbum/albums/media/bulk', token, { albumId, mediaFiles }));
  const key = files[0]!.url.split('/').pop()!.slice(0, 32);
  await eventually('the pictures on the public profile and in the sections', async () => {
    const profile = await api<unknown>('GET', `/api/v1/abialbum/userprofile/album/${albumId}`, token);
    const listed = await api<{ sections: Section[] }>('GET', `/api/v1/abialbum/albums/${albumId}/sections`, token);
    const shown = JSON.stringify(profile).includes(key) && listed.sections.every((section) => section.thumbnails.length > 0);
    return shown ? true : undefined;
  });
  return albumId;
}

/**
 * Features `albumId` on the landing page when the platform features none, through the gateway's site
 * settings file (its SITE_CONFIG_FILE, next to the run directory bench.sh names). Returns the undo.
 */
export async function featureIfNone(albumId: string): Promise<() => void> {
  const config = (await (await fetch(`${env('GATEWAY_URL', 'http://127.0.0.1:8080')}/config.json`)).json()) as { featuredAlbumId?: string | null };
  const runDir = process.env.BENCH_RUN_DIR;
  if (config.featuredAlbumId || !runDir) return () => undefined;
  const file = join(dirname(runDir), 'site-config.json');
  if (existsSync(file)) return () => undefined;
  writeFileSync(file, `${JSON.stringify({ featuredAlbumId: albumId })}\n`);
  console.log(`  the landing page features the bench album for this run (${file})`);
  return () => rmSync(file, { force: true });
}
