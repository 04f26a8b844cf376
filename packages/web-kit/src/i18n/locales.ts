/** The ten languages the site offers (SPEC "Alternative layout"), each named in itself so its readers find it. */
export const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
  { code: 'ru', name: 'Русский' },
  { code: 'ja', name: '日本語' },
  { code: 'ko', name: '한국어' },
  { code: 'zh', name: '中文' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];

/** The language the screens are written in: SPEC's words. */
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((locale) => locale.code);

export const isLocale = (value: unknown): value is Locale => LOCALE_CODES.includes(value as Locale);

export const localeName = (code: Locale): string => LOCALES.find((locale) => locale.code === code)?.name ?? code;

/** The first of `candidates` (a browser's languages: 'pt-BR' counts as 'pt') that the site offers, else English. */
export function matchLocale(candidates: readonly string[]): Locale {
  for (const candidate of candidates) {
    const base = candidate.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

