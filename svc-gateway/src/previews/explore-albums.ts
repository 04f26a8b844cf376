import { z } from 'zod';

/**
 * The first albums Explore shows (the most followed ones), known to the gateway so that the Explore page's HTML can
 * preload their media with the scripts (data-preloads.ts): the page's largest paint is the first of them. Read from
 * the albums service's public API as a visitor, kept `ttlMs`, renewed in the background while the last answer is
 * served (a page never waits for the service once it answered once), never thrown: none known is no preload.
 */
export interface ExploreAlbums {
  firstIds(): Promise<string[]>;
}

export interface ExploreAlbumsOptions {
  /** One albums instance's URL, or how to choose one per call. */
  albumsUrl: string | (() => string);
  /** How many of the first albums (the page asks for three at a time: mfe-public's use-explore.ts). */
  count: number;
  /** The first page waits this long at most for the first answer. */
  timeoutMs: number;
  ttlMs: number;
  now?: () => number;
}

const answer = z.object({ data: z.object({ albums: z.array(z.object({ id: z.string().regex(/^[0-9a-fA-F]{24}$/) })) }) });

export function createExploreAlbums(options: ExploreAlbumsOptions): ExploreAlbums {
  const now = options.now ?? Date.now;
  let known: { ids: string[]; at: number } | null = null;
  let pending: Promise<string[]> | null = null;

  const read = async (): Promise<string[]> => {
    const base = typeof options.albumsUrl === 'string' ? options.albumsUrl : options.albumsUrl();
    const res = await fetch(`${base}/api/v1/abialbum/userprofile/most-followed-albums`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`albums answered ${res.status}`);
    }
    return answer.parse(await res.json()).data.albums.slice(0, options.count).map((album) => album.id);
  };

  const refresh = () => {
    pending ??= read()
      .then((ids) => {
        known = { ids, at: now() };
        return ids;
      })
      // A failure keeps what was known (or nothing) until the next page asks again after the time to live.
      .catch(() => {
        if (known) known = { ...known, at: now() };
        else known = { ids: [], at: now() };
        return known.ids;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    async firstIds() {
      if (known && now() - known.at < options.ttlMs) return known.ids;
      const renewing = refresh();
      return known ? known.ids : renewing;
    },
  };
}
