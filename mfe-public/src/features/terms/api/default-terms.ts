import type { TermsContent } from '@abialbum/web-kit';

/** 'YYYY-MM-DD' of the visitor's own calendar, so "today" is their today. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * SPEC "Terms page": the built-in terms used when the terms cannot be fetched; version '1.0', effective today. Their
 * title and text are blank here: the page shows the catalogue's ('terms.defaultTitle', 'terms.defaultText') in the
 * page's language for terms without text.
 */
export function defaultTerms(today = new Date()): TermsContent {
  return {
    title: '',
    content: '',
    version: '1.0',
    effectiveDate: localDate(today),
    updatedBy: null,
    updatedAt: null,
  };
}
