import { z } from 'zod';
import { type Preview, SITE_NAME } from './preview-page';

/** Which page a link points at: a shared section, or an album (detail and profile are the same album). */
export interface PreviewTarget {
  kind: 'section' | 'album';
  id: string;
}

const PAGE = /^\/abialbum\/(shared-section|profile|albums|album)\/([0-9a-fA-F]{24})\/?$/;

/** Only ids the albums service could know are asked about: anything else is the plain page, with no call. */
export function previewTargetOf(urlPath: string): PreviewTarget | undefined {
  const match = PAGE.exec(urlPath);
  if (!match) return undefined;
  return { kind: match[1] === 'shared-section' ? 'section' : 'album', id: (match[2] as string).toLowerCase() };
}

const text = z.string().catch('');
const url = z.string().nullish().catch(null);
const owner = z.object({ name: text, profileImage: url }).partial().catch({});
const media = z.object({ type: text, url, thumbnailUrl: url, displayUrl: url });

const albumAnswer = z.object({
  data: z.object({ album: z.object({ title: z.string(), description: text, coverImage: url, owner }) }),
});

const sectionAnswer = z.object({
  data: z.object({
    section: z.object({
      title: z.string(),
      description: text,
      thumbnails: z.array(z.string()).catch([]),
      album: z.object({ title: text, description: text }),
      owner,
      media: z.array(media.catch({ type: '', url: null, thumbnailUrl: null, displayUrl: null })).catch([]),
    }),
  }),
});

const byLine = (name: string | undefined) => (name ? `An album by ${name} on ${SITE_NAME}` : `An album on ${SITE_NAME}`);

function albumPreview(body: unknown): Preview {
  const { album } = albumAnswer.parse(body).data;
  return {
    title: album.title,
    description: album.description.trim() || byLine(album.owner.name),
    image: album.coverImage ?? album.owner.profileImage ?? null,
  };
}

function sectionPreview(body: unknown): Preview {
  const { section } = sectionAnswer.parse(body).data;
  const picture = section.media.find((item) => item.type === 'IMAGE');
  const poster = section.media.find((item) => item.thumbnailUrl);
  return {
    title: section.album.title ? `${section.title} · ${section.album.title}` : section.title,
    description: section.description.trim() || section.album.description.trim() || byLine(section.owner.name),
    image: picture?.displayUrl ?? picture?.url ?? poster?.thumbnailUrl ?? section.thumbnails[0] ?? null,
  };
}

/** An answer that will not change soon (the album is private, gone or unknown): no preview, remembered. */
export class NoPreview extends Error {}

/** The page request a preview is read for: its id and (tracing on) its trace go on with the read. */
export interface PreviewCaller {
  requestId?: string;
  traceparent?: string;
}

/**
 * Reads what a preview needs through the albums service's public API, as a visitor (no token, so a private
 * album answers 403 and gives no preview). Never the profile read, which counts a view.
 */
export async function fetchPreview(albumsUrl: string, target: PreviewTarget, timeoutMs: number, caller: PreviewCaller = {}): Promise<Preview> {
  const path = target.kind === 'section' ? `userprofile/shared-section/${target.id}` : `albums/${target.id}`;
  const res = await fetch(`${albumsUrl}/api/v1/abialbum/${path}`, {
    headers: {
      accept: 'application/json',
      ...(caller.requestId ? { 'x-request-id': caller.requestId } : {}),
      ...(caller.traceparent ? { traceparent: caller.traceparent } : {}),
    },
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  if (res.status >= 400 && res.status < 500) {
    await res.body?.cancel();
    throw new NoPreview(`albums answered ${res.status}`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`albums answered ${res.status}`);
  }
  const body: unknown = await res.json();
  return target.kind === 'section' ? sectionPreview(body) : albumPreview(body);
}
