import { albumExportItems, mediaExportItems } from '@abialbum/contracts';
import { identityExport, readExport } from '@abialbum/service-kit';
import type { StatsSources } from '../domain/stats-repair';

/**
 * The exports the statistics are repaired from, each on its service's own port with the platform's
 * INTERNAL_TOKEN: identity's users, svc-albums' albums, svc-media's media. One cut off before its trailer throws.
 */
export function statsSources(urls: { identity: string; albums: string; media: string }, token: string): StatsSources {
  const base = (url: string) => url.replace(/\/$/, '');
  return {
    users: identityExport(urls.identity, token),
    albums: () => readExport(`${base(urls.albums)}/internal/albums`, token, albumExportItems.albums),
    media: () => readExport(`${base(urls.media)}/internal/media`, token, mediaExportItems.media),
  };
}
