import { escapeHtml } from './escape-html';

/** What a link preview shows; the image is a path on this host or an absolute http(s) URL. */
export interface Preview {
  title: string;
  description: string;
  image: string | null;
}

export const SITE_NAME = 'Abi Social Album';
const TITLE_MAX = 120;
const DESCRIPTION_MAX = 200;

/** Cuts on code points (never half an emoji) and collapses whitespace, so a preview stays one tidy line. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** An absolute URL for the preview image: this host's paths get the origin; only http(s) otherwise. */
export function absoluteImage(image: string | null, origin: string): string | null {
  if (!image) return null;
  if (image.startsWith('/') && !image.startsWith('//')) return origin + image;
  return /^https?:\/\/[^\s]+$/i.test(image) ? image : null;
}

/**
 * The shell's page with this preview: `<title>` and the description replaced, Open Graph and Twitter tags
 * added at the end of the head, with the preloads of `dataPreloads` and `screenFiles` (withPreloads). Every value is
 * escaped, so a title like `"><script>` stays text.
 */
export function renderPreviewPage(
  shellHtml: string,
  preview: Preview,
  pageUrl: string,
  origin: string,
  dataPreloads: readonly string[] = [],
  screenFiles: readonly string[] = [],
): string {
  const title = clip(preview.title, TITLE_MAX) || SITE_NAME;
  const description = clip(preview.description, DESCRIPTION_MAX);
  const image = absoluteImage(preview.image, origin);
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ].join('');
  // A replacement function, so `$&` or `$1` in a title is never read as a pattern.
  let html = shellHtml.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
  if (!/<title>/i.test(html)) html = html.replace(/<\/head>/i, () => `<title>${escapeHtml(title)}</title></head>`);
  html = html.replace(/<meta\s+name="description"[^>]*>/i, () => '');
  html = html.replace(/<\/head>/i, () => `${meta('name', 'description', description)}${tags}</head>`);
  return withPreloads(html, dataPreloads, null, screenFiles);
}

/**
 * The page with a preload of each of `dataPreloads` (same-origin API paths) at the end of its head: the page's own
 * data, fetched with the scripts instead of after them (data-preloads.ts), in the API client's credentials mode; of
 * `picture` (a file path on this host), the page's largest paint, as its <img> asks for it (first-screens.ts); and of
 * `screenFiles` (paths on this host), the scripts and styles of the page's screen (static/screen-preloads.ts), as
 * the federation runtime asks for them.
 */
export function withPreloads(html: string, dataPreloads: readonly string[], picture: string | null = null, screenFiles: readonly string[] = []): string {
  if (dataPreloads.length === 0 && !picture && screenFiles.length === 0) return html;
  const links = [
    ...(picture ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(picture)}">`] : []),
    ...dataPreloads.map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}">`),
    ...screenFiles.map((href) => `<link rel="preload" as="${href.endsWith('.css') ? 'style' : 'script'}" href="${escapeHtml(href)}">`),
  ].join('');
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${links}</head>`);
  // A page without a head of its own: the links open its body's place (browsers put them in the head).
  return html.replace(/<body/i, () => `${links}<body`);
}
