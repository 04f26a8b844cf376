import { SECTION_DESCRIPTION_MAX, SECTION_TITLE_MAX, albumMessages } from '@abialbum/contracts';
import type { FieldErrors } from './form-errors';

export type SectionField = 'title' | 'description' | 'order';
export const SECTION_FIELDS: readonly SectionField[] = ['title', 'description', 'order'];

export interface SectionValues {
  title: string;
  description: string;
  /** As typed; blank means 0, automatic ordering. */
  order: string;
  isSharedAlbum: boolean;
}

export interface SectionFields {
  title: string;
  description: string;
  /** Only when non-zero (SPEC: 0 means automatic ordering and is not sent). */
  order?: number;
  isSharedAlbum: boolean;
}

const SECTION_TITLE_MIN = 2;

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * SPEC section 5 "Section". `existingTitles` are the album's section titles, checked for a duplicate
 * when creating (the server checks renames too and answers 409).
 */
export function checkSection(
  values: SectionValues,
  existingTitles: readonly string[] | null,
): { ok: true; fields: SectionFields } | { ok: false; errors: FieldErrors<SectionField> } {
  const title = values.title.trim();
  const description = values.description.trim();
  const orderText = values.order.trim();
  const order = orderText === '' ? 0 : Number(orderText);
  const errors: FieldErrors<SectionField> = {};

  if (!title) errors.title = albumMessages.sectionTitleRequired;
  else if (title.length < SECTION_TITLE_MIN) errors.title = albumMessages.sectionTitleShort;
  else if (title.length > SECTION_TITLE_MAX) errors.title = albumMessages.sectionTitleLong;
  else if (existingTitles?.some((existing) => sameTitle(existing, title))) errors.title = albumMessages.sectionTitleDuplicate;
  if (description.length > SECTION_DESCRIPTION_MAX) errors.description = albumMessages.sectionDescriptionLong;
  if (!Number.isInteger(order) || order < 0) errors.order = albumMessages.orderNegative;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields: { title, description, isSharedAlbum: values.isSharedAlbum, ...(order !== 0 && { order }) } };
}
