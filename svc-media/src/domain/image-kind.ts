import { fileTypeFromBuffer } from 'file-type';

export interface ImageKind {
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/svg+xml';
  extension: 'jpg' | 'png' | 'gif' | 'webp' | 'svg';
}

/** How many leading bytes are enough to tell the kinds below apart. */
export const SNIFF_BYTES = 4100;

const BINARY_KINDS: Record<string, ImageKind> = {
  'image/jpeg': { mime: 'image/jpeg', extension: 'jpg' },
  'image/png': { mime: 'image/png', extension: 'png' },
  // An animated PNG is a PNG to every browser.
  'image/apng': { mime: 'image/png', extension: 'png' },
  'image/gif': { mime: 'image/gif', extension: 'gif' },
  'image/webp': { mime: 'image/webp', extension: 'webp' },
};

/**
 * An SVG document starts with `<svg`, optionally after an XML declaration, comments and a plain DOCTYPE.
 * A DOCTYPE with an internal subset (entity definitions) does not match: nobody needs one in a picture.
 */
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE\s+svg[^>[]*>\s*)*<svg[\s>]/i;

/** The image kind of a file, from its first bytes (never its name or declared type); null if not one we take. */
export async function sniffImage(head: Buffer): Promise<ImageKind | null> {
  const detected = await fileTypeFromBuffer(head);
  const binary = detected && BINARY_KINDS[detected.mime];
  if (binary) return binary;
  // Text formats: file-type may call an SVG with an XML declaration plain XML.
  if (detected && detected.mime !== 'application/xml') return null;
  return SVG_START.test(head.toString('utf8')) ? { mime: 'image/svg+xml', extension: 'svg' } : null;
}
