import { currentLocale, i18n } from '@abialbum/web-kit';

// No import of @abialbum/contracts here: it brings zod, and the dashboard's content editors use this (the sign-in
// form, which validates with zod anyway, names its own message: features/admin-auth).

/**
 * A validation message in the page's language: a content form's field error from svc-content (its English names the
 * field: 'Title is required') as that rule's text with the form's label of the field (`field`), once the page is not
 * English (an English page keeps the server's words). A message with no key shows as it is.
 */
export function validationText(message: string | null | undefined, field?: string): string | undefined {
  if (!message) return undefined;
  if (currentLocale() === 'en' || !field) return message;
  const tooLong = /must be at most (\d+) characters$/.exec(message);
  if (tooLong) return i18n.t('validation.tooLong', { ns: 'admin', field, max: tooLong[1] });
  if (/ is required$/.test(message)) return i18n.t('validation.required', { ns: 'admin', field });
  if (/^Effective date must be a date/.test(message)) return i18n.t('validation.date', { ns: 'admin' });
  if (/^Version must look like/.test(message)) return i18n.t('validation.version', { ns: 'admin' });
  const features = /^At most (\d+) features$/.exec(message);
  if (features) return i18n.t('validation.features', { ns: 'admin', max: features[1] });
  if (/character that is not allowed$/.test(message)) return i18n.t('validation.character', { ns: 'admin' });
  return message;
}
