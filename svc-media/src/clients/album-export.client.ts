import { albumExportItems } from '@abialbum/contracts';
import { readExport } from '@abialbum/service-kit';
import type { AlbumSources } from '../domain/album-copies-repair';

/**
 * svc-albums' exports (on its own port, with the platform's INTERNAL_TOKEN): live albums, live sections, approved
 * memberships, as their newest events tell them. An export cut off before its trailer throws.
 */
export function albumExports(albumsUrl: string, token: string): AlbumSources {
  const base = albumsUrl.replace(/\/$/, '');
  return {
    albums: () => readExport(`${base}/internal/albums`, token, albumExportItems.albums),
    sections: () => readExport(`${base}/internal/sections`, token, albumExportItems.sections),
    members: () => readExport(`${base}/internal/members`, token, albumExportItems.members),
  };
}
