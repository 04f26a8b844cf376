import { z } from 'zod';
import type { AlbumOwner, MediaSummary, Section } from './album.schemas';

/**
 * Share links under the owner's control (issue 27 item 2): a link to one section or to a whole album (a private
 * one too) with a key nobody can guess, an optional expiry and password, and downloads allowed or not. Its
 * owner lists, revokes and replaces them. Separate from a section's Share toggle, whose link is the section's id
 * (SPEC "Share link format"), which stays as the SPEC says.
 */
export const shareLinkMessages = {
  unavailable: 'This link is not available',
  passwordRequired: 'This link needs a password',
  passwordWrong: 'Wrong password',
  expiryPast: 'The expiry must be in the future',
  expiryInvalid: 'The expiry must be a date',
  passwordShort: 'The password must be at least 4 characters long',
  passwordLong: 'The password must be less than 100 characters',
  created: 'Share link created',
  revoked: 'Share link revoked',
  replaced: 'Share link replaced',
} as const;

/** A wrong password's refusals: limited like sign-ins (service-kit's AttemptLimits), per link and per address. */
export const SHARE_PASSWORD_REFUSAL_CODE = 'TOO_MANY_WRONG_PASSWORDS';
export const SHARE_LINK_PASSWORD_MIN = 4;
export const SHARE_LINK_PASSWORD_MAX = 100;
/** Where a visitor opens a link (mfe-public): origin plus this plus the key. */
export const SHARE_LINK_PATH = '/abialbum/s/';

const password = z
  .string({ error: shareLinkMessages.passwordShort })
  .min(SHARE_LINK_PASSWORD_MIN, shareLinkMessages.passwordShort)
  .max(SHARE_LINK_PASSWORD_MAX, shareLinkMessages.passwordLong);

export const shareLinkCreateSchema = z.strictObject({
  /** A section of the album, or null (absent) for the whole album. */
  sectionId: z
    .string({ error: 'Invalid section id' })
    .regex(/^[a-f0-9]{24}$/i, 'Invalid section id')
    .nullable()
    .optional()
    .default(null),
  /** When the link stops working (ISO 8601), or null: never. */
  expiresAt: z.iso
    .datetime({ offset: true, error: shareLinkMessages.expiryInvalid })
    .nullable()
    .optional()
    .default(null),
  /** Visitors must give it (hashed with argon2id; never answered back), or null: none. */
  password: password.nullable().optional().default(null),
  allowDownload: z.boolean({ error: 'allowDownload must be true or false' }).optional().default(false),
});
export type ShareLinkCreate = z.input<typeof shareLinkCreateSchema>;

export const shareLinkListQuerySchema = z.object({
  sectionId: z.string().regex(/^[a-f0-9]{24}$/i, 'Invalid section id').optional(),
});

export const shareLinkUnlockSchema = z.strictObject({
  password: z.string({ error: shareLinkMessages.passwordWrong }).max(SHARE_LINK_PASSWORD_MAX, shareLinkMessages.passwordWrong),
});

/** A link as its owner sees it. */
export interface ShareLink {
  id: string;
  albumId: string;
  sectionId: string | null;
  /**
   * The visitor's address of the link: origin-relative (`/abialbum/s/<key>`). Null when its key was sealed under a
   * FILE_LINK_SECRET the service no longer has: the link still opens for whoever holds it, and may be revoked or replaced.
   */
  path: string | null;
  expiresAt: string | null;
  /** Expired: kept in the list until revoked, refused to visitors. */
  expired: boolean;
  hasPassword: boolean;
  allowDownload: boolean;
  createdAt: string;
  /** Times it was opened (an answer with its content), counted by every instance. */
  opens: number;
  lastUsedAt: string | null;
}

/** What a visitor of a link sees: a section's media, or an album's (newest first, at most a page). */
export interface SharedByLink {
  kind: 'section' | 'album';
  allowDownload: boolean;
  expiresAt: string | null;
  album: { id: string; title: string; description: string };
  owner: AlbumOwner;
  /** The section, for a section's link; null for an album's. */
  section: Section | null;
  /** Every file URL here is bound to the link: refused once it is revoked or expired. */
  media: MediaSummary[];
  /** How many media there are in all (the page shows the newest `media`). */
  mediaCount: number;
}
