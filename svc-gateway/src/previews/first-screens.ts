import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { EXPLORE_MEDIA_PER_ALBUM } from './data-preloads';

/**
 * What the gateway knows of the public pages' first screens, so that their HTML can preload what they show first
 * (data-preloads.ts): Explore's first albums (the most followed ones) and its first picture (the first of their
 * media), and the landing page's first picture (the featured album's first collection). Each read from the albums
 * or the media service's public API as a visitor, kept `ttlMs`, renewed in the background while the last answer is served (a page
 * never waits for the service once it answered once), never thrown: nothing known is no preload.
 */
export interface FirstScreens {
  exploreAlbumIds(): Promise<string[]>;
  /** Explore's largest paint: the picture of its first card (mfe-public's explore media-thumb.tsx), if a file here. */
  explorePicture(): Promise<string | null>;
  /** The landing page's largest paint: its first collection's picture (mfe-public's featured-collections.tsx). */
  landingPicture(featuredAlbumId: string | null): Promise<string | null>;
}

export interface FirstScreensOptions {
  /** One albums instance's URL, or how to choose one per call. */
  albumsUrl: string | (() => string);
  /** One media instance's URL (an album's media are svc-media's), or how to choose one per call. */
  mediaUrl: string | (() => string);
  /** How many of Explore's first albums (the page asks for three at a time: mfe-public's use-explore.ts). */
  count: number;
  /** The first page waits this long at most for the first answer. */
  timeoutMs: number;
  ttlMs: number;
  now?: () => number;
}

/** Answers kept at most: the most-followed list, a few albums' media, the featured album's sections. */
const KNOWN_MAX = 64;
const ALBUM_ID = /^[0-9a-fA-F]{24}$/;
/** A file this host serves (svc-media's paths): the only pictures preloaded. */
const FILE_PATH = /^\/api\/v1\/files\/[A-Za-z0-9._-]+$/;
const filePath = (value: string | null | undefined) => (value && FILE_PATH.test(value) ? value : null);

const mostFollowed = z.object({ data: z.object({ albums: z.array(z.object({ id: z.string().regex(ALBUM_ID) })) }) });
const mediaPage = z.object({
  data: z.object({
    media: z.array(z.object({ type: z.string(), url: z.string().nullish(), thumbnailUrl: z.string().nullish() })),
  }),
});
const sections = z.object({ data: z.object({ sections: z.array(z.object({ thumbnails: z.array(z.string()) })) }) });

export function createFirstScreens(options: FirstScreensOptions): FirstScreens {
  const now = options.now ?? Date.now;
  // Bounded: Explore's first albums change over time, and each kept its media's answer here for as long as the gateway ran.
  const known = new LRUCache<string, { value: unknown; at: number }>({ max: KNOWN_MAX });
  const pending = new Map<string, Promise<unknown>>();

  /** What `path` answers, read through `parse`; `fallback` when it never answered well. */
  async function cached<T>(service: 'albums' | 'media', path: string, parse: (body: unknown) => T, fallback: T): Promise<T> {
    const last = known.get(path);
    if (last && now() - last.at < options.ttlMs) return last.value as T;
    let renewing = pending.get(path) as Promise<T> | undefined;
    if (!renewing) {
      renewing = read(service, path)
        .then(parse)
        .then((value) => {
          known.set(path, { value, at: now() });
          return value;
        })
        // A failure keeps what was known (or nothing) until a page asks again after the time to live.
        .catch(() => {
          const kept = known.get(path);
          known.set(path, { value: kept ? kept.value : fallback, at: now() });
          return (kept ? kept.value : fallback) as T;
        })
        .finally(() => pending.delete(path));
      pending.set(path, renewing);
    }
    return last ? (last.value as T) : renewing;
  }

  async function read(service: 'albums' | 'media', path: string): Promise<unknown> {
    const url = service === 'albums' ? options.albumsUrl : options.mediaUrl;
    const base = typeof url === 'string' ? url : url();
    const res = await fetch(`${base}/api/v1/abialbum/${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`${service} answered ${res.status}`);
    }
    return res.json();
  }

  const exploreAlbumIds = () =>
    cached('albums', 'userprofile/most-followed-albums', (body) => mostFollowed.parse(body).data.albums.slice(0, options.count).map(({ id }) => id), []);

  return {
    exploreAlbumIds,
    async explorePicture() {
      // The first card is the first media of the first album that has any (the page shows the albums in this order).
      for (const id of await exploreAlbumIds()) {
        const first = await cached(
          'media',
          `albums/${id}/media?limit=${EXPLORE_MEDIA_PER_ALBUM}`,
          (body) => mediaPage.parse(body).data.media[0] ?? null,
          null,
        );
        if (!first) continue;
        // An image shows its thumbnail (else itself); a video or another file only a thumbnail it has.
        return filePath(first.type === 'IMAGE' ? first.thumbnailUrl || first.url : first.thumbnailUrl);
      }
      return null;
    },
    async landingPicture(featuredAlbumId) {
      if (!featuredAlbumId || !ALBUM_ID.test(featuredAlbumId)) return null;
      return cached('albums', `albums/${featuredAlbumId}/sections`, (body) => filePath(sections.parse(body).data.sections[0]?.thumbnails[0]), null);
    },
  };
}
