import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The gateway's site settings file (its SITE_CONFIG_FILE; it serves them at /config.json): the landing page
 * features this album. Written only when it would change.
 */
export async function writeSiteConfig(file: string, featuredAlbumId: string): Promise<void> {
  const text = `${JSON.stringify({ featuredAlbumId }, null, 2)}\n`;
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current === text) {
    console.log(`  ${file} already features album ${featuredAlbumId}`);
    return;
  }
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await writeFile(file, text);
  console.log(`  ${file}: featured album ${featuredAlbumId}`);
}
