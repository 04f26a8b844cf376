/** SPEC section 2 "Alternative layout" and section 9: nine categories, ten languages. */
export const CATEGORIES = [
  'Social Album',
  'Village/Town',
  'Community',
  'City',
  'County',
  'State/Subregion',
  'Country',
  'Continent',
  'World',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** The one category open for registration today; the others are announced. */
export const OPEN_CATEGORY: Category = 'Social Album';

export const categoryCall = (category: Category) => (category === OPEN_CATEGORY ? 'Register Now' : 'Coming Soon');

/** Each language named in itself, so a reader of that language can find it. */
export const LANGUAGES = [
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

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const languageName = (code: LanguageCode) => LANGUAGES.find((language) => language.code === code)?.name ?? code;
