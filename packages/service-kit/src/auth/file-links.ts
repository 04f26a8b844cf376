import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILES_PATH } from '@abialbum/contracts';
import { z } from 'zod';

/**
 * Signed links to files nobody may fetch by address alone (issue 15 "Private means private"): the files of a
 * private or blocked album, pending and rejected uploads, uploads not attached yet. An answer that lists such a
 * file to someone allowed to see it gives its URL with an expiry and an HMAC of the file's key and that expiry;
 * svc-media serves the file to that URL until it expires, and to a bare URL only when the file is public.
 *
 * A link lives between LINK_LIFETIME_MS and LINK_LIFETIME_MS + LINK_STEP_MS (45 to 60 minutes): the expiry is
 * rounded up to a step, so the same file listed again within a step has the same URL and the browser's copy is
 * used. Turning an album private, removing a member or rejecting an upload stops access within an hour.
 */
export const LINK_LIFETIME_MS = 45 * 60_000;
export const LINK_STEP_MS = 15 * 60_000;

export const fileLinksConfigSchema = z.object({
  /** The key svc-albums and svc-media sign file links with (the same on both). */
  FILE_LINK_SECRET: z.string({ error: 'FILE_LINK_SECRET is required' }).min(32, 'FILE_LINK_SECRET must be at least 32 characters'),
  /**
   * The key before FILE_LINK_SECRET, while it is being replaced: links it signed still open, and share links whose
   * keys it sealed are still shown to their owners. Unset once every link it signed has expired (an hour).
   */
  FILE_LINK_SECRET_PREVIOUS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'FILE_LINK_SECRET_PREVIOUS must be at least 32 characters').optional(),
  ),
});

/** FileLinks from a service's validated config: its secret, and the one before it while it is replaced. */
export const fileLinksOf = (config: z.infer<typeof fileLinksConfigSchema>) =>
  new FileLinks(config.FILE_LINK_SECRET, Date.now, config.FILE_LINK_SECRET_PREVIOUS ? [config.FILE_LINK_SECRET_PREVIOUS] : []);

/** The query parameters of a signed link. */
export interface LinkQuery {
  expires?: string | string[];
  signature?: string | string[];
  /** A link bound to a share link (issue 27): the share link's id. */
  share?: string | string[];
}

export class FileLinks {
  /**
   * `secret` signs and seals; `previous` (a secret being replaced, FILE_LINK_SECRET_PREVIOUS) only checks and unseals:
   * a link it signed, or a key it sealed, still holds until the operator drops it.
   */
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    private readonly previous: readonly string[] = [],
  ) {}

  /** `url` as the caller may load it: as it is when the file is public (`shared`), else signed. */
  link(url: string, shared: boolean): string;
  link(url: string | null, shared: boolean): string | null;
  link(url: string | null, shared: boolean): string | null {
    if (url === null || shared) return url;
    const key = keyOfFileUrl(url);
    if (!key) return url; // a web address: not ours to guard
    return `${url.split(/[?#]/)[0]}?${this.signedQuery(key)}`;
  }

  /**
   * `expires=...&signature=...` for any subject a link grants (a file's key, an album's download), living as a
   * file's link does.
   */
  signedQuery(subject: string): string {
    const expires = Math.ceil((this.now() + LINK_LIFETIME_MS) / LINK_STEP_MS) * LINK_STEP_MS;
    return `expires=${expires}&signature=${signatureOf(this.secret, subject, expires)}`;
  }

  /** A function that links every URL of one thing (an album, a media item) the same way. */
  linker(shared: boolean): <U extends string | null>(url: U) => U {
    return <U extends string | null>(url: U) => this.link(url, shared) as U;
  }

  /**
   * A function that links every file URL of a share link's answer (issue 27 item 2): signed for the file and the
   * share link together, so that svc-media serves it only while that share link is live (it asks svc-albums).
   */
  shareLinker(shareId: string): <U extends string | null>(url: U) => U {
    return <U extends string | null>(url: U) => {
      const key = url === null ? null : keyOfFileUrl(url);
      if (url === null || !key) return url;
      return `${url.split(/[?#]/)[0]}?share=${shareId}&${this.signedQuery(shareSubject(shareId, key))}` as U;
    };
  }

  /** The share link a file URL is bound to, when its signature holds for `key` and is live; else null. */
  sharedThrough(key: string, query: LinkQuery): { shareId: string; until: number } | null {
    const shareId = single(query.share);
    if (!shareId || !/^[a-f0-9]{24}$/.test(shareId)) return null;
    const until = this.validUntil(shareSubject(shareId, key), query);
    return until === null ? null : { shareId, until };
  }

  /**
   * 32-byte keys of their own for `purpose`, derived from the secret and from the ones before it: the current one first
   * (svc-albums seals share links' keys with it), then those that open what an earlier secret sealed.
   */
  derivedKeys(purpose: string): Buffer[] {
    return [this.secret, ...this.previous].map((secret) => derive(secret, purpose));
  }

  /** When a signed link to `subject` stops working (ms since the epoch), or null when it is not a valid, live link. */
  validUntil(subject: string, query: LinkQuery): number | null {
    const expiresText = single(query.expires);
    const signature = single(query.signature);
    if (!expiresText || !signature || !/^\d{1,15}$/.test(expiresText)) return null;
    const expires = Number(expiresText);
    if (expires <= this.now()) return null;
    const given = Buffer.from(signature);
    const signedBy = (secret: string) => {
      const expected = Buffer.from(signatureOf(secret, subject, expires));
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
    return [this.secret, ...this.previous].some(signedBy) ? expires : null;
  }
}

const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(`derived key\n${purpose}`).digest();

const signatureOf = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url').slice(0, 32);

const shareSubject = (shareId: string, key: string) => `share:${shareId}:${key}`;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The key of a file this platform serves (`/api/v1/files/<key>`, relative or absolute, any query), else null. */
export function keyOfFileUrl(url: string): string | null {
  const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  if (!path.startsWith(FILES_PATH)) return null;
  const key = path.slice(FILES_PATH.length);
  return /^[a-z0-9.-]{1,64}$/i.test(key) ? key : null;
}
