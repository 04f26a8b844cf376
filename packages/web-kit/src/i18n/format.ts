import { currentLocale } from './i18n';
import { useTranslation } from './translation';

// Built once per language and options: a formatter's first use loads its locale data.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const cached = <F>(cache: Map<string, F>, key: string, make: () => F): F => {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
};

/** A date in the page's language ('' for a value that is no date). Default: 'Nov 28, 2026' / '28.11.2026'. */
export function formatDate(value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = currentLocale();
  return cached(dateFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** A date and time in the page's language, e.g. for a title attribute. */
export const formatDateTime = (value: string | number | Date) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

/** A number in the page's language: 1234 -> '1,234' / '1.234' / '1 234'. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = currentLocale();
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/**
 * For a component that shows dates or numbers but no message: re-renders it when the language changes. (A component
 * that calls useTranslation re-renders anyway.)
 */
export function useLocale() {
  useTranslation('kit');
  return currentLocale();
}
