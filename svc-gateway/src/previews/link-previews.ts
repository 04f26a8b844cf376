import type { Logger } from '@abialbum/service-kit';
import { NoPreview, type PreviewCaller, type PreviewTarget, fetchPreview, previewTargetOf } from './album-preview.client';
import type { Preview } from './preview-page';

export interface LinkPreviewOptions {
  /** One albums instance's URL, or how to choose one per call. */
  albumsUrl: string | (() => string);
  /** A crawler waits for the page: past this the plain page goes out instead. */
  timeoutMs: number;
  /** How long an answer (a preview, or "none": private, unknown) is reused. */
  ttlMs: number;
  /** How long a failed call (timeout, service down) is remembered, so a slow service does not slow every page. */
  failureTtlMs: number;
  maxEntries: number;
  now?: () => number;
}

export interface LinkPreviews {
  /** The preview of a shell page, or undefined for a page without one and on any failure. Never throws. */
  previewFor(urlPath: string, context?: PreviewContext): Promise<Preview | undefined>;
}

type PreviewContext = PreviewCaller & { log?: Logger };

interface Entry {
  expires: number;
  preview: Promise<Preview | undefined>;
}

export function createLinkPreviews(options: LinkPreviewOptions): LinkPreviews {
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();

  const remember = (key: string, preview: Promise<Preview | undefined>, ttlMs: number) => {
    cache.delete(key);
    cache.set(key, { expires: now() + ttlMs, preview });
    // A Map keeps insertion order: the first key is the least recently stored one.
    while (cache.size > options.maxEntries) cache.delete(cache.keys().next().value as string);
  };

  const load = (key: string, target: PreviewTarget, context: PreviewContext) => {
    const pending = fetchPreview(typeof options.albumsUrl === 'string' ? options.albumsUrl : options.albumsUrl(), target, options.timeoutMs, context).then(
      (preview): Preview | undefined => preview,
      (err: Error) => {
        if (err instanceof NoPreview) return undefined;
        context.log?.warn({ err: err.message, target }, 'link preview unavailable');
        if (cache.get(key)?.preview === pending) remember(key, pending, options.failureTtlMs);
        return undefined;
      },
    );
    // Requests arriving while this one is under way share it.
    remember(key, pending, options.ttlMs);
    return pending;
  };

  return {
    previewFor(urlPath, context = {}) {
      const target = previewTargetOf(urlPath);
      if (!target) return Promise.resolve(undefined);
      const key = `${target.kind}:${target.id}`;
      const hit = cache.get(key);
      if (hit && hit.expires > now()) return hit.preview;
      return load(key, target, context);
    },
  };
}
