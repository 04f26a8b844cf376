import { isLocale, matchLocale, type Locale } from './locales';

/** Where the visitor's choice is kept. */
export const LOCALE_STORAGE_KEY = 'abialbum.locale';

function storedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The visitor's choice when made, else the first of the browser's languages the site offers, else English. */
export function initialLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return storedLocale() ?? matchLocale(languages.filter(Boolean));
}
