import { z } from 'zod';

/** SPEC section 3 "About content" / "Terms content" and section 7 "Search and content": what svc-content accepts and answers. */
export const CONTENT_LIMITS = {
  title: 200,
  content: 50_000,
  missionOrVision: 5_000,
  features: 30,
  featureTitle: 100,
  featureDescription: 500,
  featureIcon: 16,
  version: 20,
} as const;

export const contentSuccessMessages = {
  aboutUpdated: 'About page updated successfully',
  termsUpdated: 'Terms and Conditions updated successfully',
} as const;

/** The storage engine (PostgreSQL under FerretDB) cannot hold a NUL character in text. */
const NO_NUL = 'Text contains a character that is not allowed';
const withoutNul = (text: string) => !text.includes('\u0000');

/** Text is kept exactly as sent (no HTML processing): the pages escape it when they render it. */
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters`)
    .refine(withoutNul, NO_NUL);
const requiredText = (field: string, max: number) => text(field, max).refine((v) => v.trim().length > 0, `${field} is required`);
const requiredLine = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine(withoutNul, NO_NUL);

export const aboutFeatureSchema = z.strictObject({
  icon: z
    .string({ error: 'Icon must be text' })
    .trim()
    .max(CONTENT_LIMITS.featureIcon, `Icon must be at most ${CONTENT_LIMITS.featureIcon} characters`)
    .refine(withoutNul, NO_NUL)
    .optional(),
  title: requiredLine('Feature title', CONTENT_LIMITS.featureTitle),
  description: text('Feature description', CONTENT_LIMITS.featureDescription).optional().default(''),
});

export const aboutUpdateSchema = z.strictObject({
  title: requiredLine('Title', CONTENT_LIMITS.title),
  content: requiredText('Content', CONTENT_LIMITS.content),
  mission: text('Mission', CONTENT_LIMITS.missionOrVision).optional().default(''),
  vision: text('Vision', CONTENT_LIMITS.missionOrVision).optional().default(''),
  features: z
    .array(aboutFeatureSchema, { error: 'Features must be a list' })
    .max(CONTENT_LIMITS.features, `At most ${CONTENT_LIMITS.features} features`)
    .optional()
    .default([]),
});
export type AboutUpdate = z.input<typeof aboutUpdateSchema>;
/** What the service stores after parsing (defaults applied, dates normalised). */
export type AboutFields = z.output<typeof aboutUpdateSchema>;

/** A calendar date (the form's date input) or a full ISO timestamp; stored as YYYY-MM-DD. */
const effectiveDateSchema = z
  .string({ error: 'Effective date is required' })
  .trim()
  .min(1, 'Effective date is required')
  .pipe(z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Effective date must be a date like 2025-01-31' }))
  .transform((value) => value.slice(0, 10));

export const termsUpdateSchema = z.strictObject({
  title: requiredLine('Title', CONTENT_LIMITS.title),
  content: requiredText('Content', CONTENT_LIMITS.content),
  effectiveDate: effectiveDateSchema,
  version: requiredLine('Version', CONTENT_LIMITS.version).regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, 'Version must look like 1.0'),
});
export type TermsUpdate = z.input<typeof termsUpdateSchema>;
export type TermsFields = z.output<typeof termsUpdateSchema>;

export interface AboutFeature {
  icon?: string;
  title: string;
  description: string;
}

/** GET content/about `data` (null when nothing was ever saved: the page shows its built-in text). */
export interface AboutPage {
  title: string;
  content: string;
  mission: string;
  vision: string;
  features: AboutFeature[];
  /** Who saved it last: `admin:<admin id>` (admin tokens carry no email). */
  updatedBy: string;
  /** ISO timestamp. */
  updatedAt: string;
}

/**
 * GET content/terms `data`. Before anything was saved: version '1.0', effectiveDate today, empty title and
 * content (the page shows its built-in text), updatedBy and updatedAt null.
 */
export interface TermsPage {
  title: string;
  content: string;
  /** YYYY-MM-DD. */
  effectiveDate: string;
  version: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** GET content/admin/all `data`. */
export interface AdminContent {
  aboutPage: AboutPage | null;
  termsAndConditions: TermsPage;
}

/** GET /api/v1/abialbum/stats `data` (SPEC 3 "Public stats"). */
export interface PublicStats {
  totalUsers: number;
  totalAlbums: number;
  totalAlbumOwners: number;
  totalMedia: number;
  publicAlbums: number;
}

/** GET /api/v1/abialbum/admin/stats `data.stats` (SPEC 3 "Admin stats"). */
export interface AdminStats {
  totalUsers: number;
  totalAlbums: number;
  blockedUsers: number;
  blockedAlbums: number;
  totalMedia: number;
  totalComments: number;
  totalReactions: number;
}
