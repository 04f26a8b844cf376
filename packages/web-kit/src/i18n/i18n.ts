import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messagesBackend, registerMessages, registeredNamespaces } from './load-messages';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALE_STORAGE_KEY, initialLocale, isLocale, type Locale } from './locales';

export { LOCALE_STORAGE_KEY, initialLocale };

/**
 * The one i18next instance of the site. It lives in web-kit's main entry, a Module Federation singleton, so the shell
 * and every remote translate with it and re-render together when the language changes. Front ends never import
 * i18next or react-i18next themselves (eslint): they use what web-kit exports.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(messagesBackend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALE_CODES],
    load: 'languageOnly',
    // Every catalogue has every key (scripts/test/i18n-messages.test.ts): no second language to download.
    fallbackLng: false,
    ns: [],
    // Keys are flat ('footer.home') and texts may hold ':' and '.'.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    partialBundledLanguages: true,
    initAsync: false,
    react: { useSuspense: true },
  });

registerMessages('kit', (locale) => import(`./messages/${locale}.json`));

const showOnPage = (language: string) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
};
i18n.on('languageChanged', showOnPage);
showOnPage(i18n.language);

/** The language the page shows. */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

const hasTexts = (locale: Locale, namespaces: readonly string[]) =>
  namespaces.every((namespace) => i18n.hasResourceBundle(locale, namespace));

/**
 * Before the first render (the shell's bootstrap): the initial language with the given namespaces' texts loaded, so
 * the first screen shows in its language at once; English when they cannot be loaded. A remote's namespace loads
 * when its first screen renders.
 */
export async function startLocale(namespaces: readonly string[]): Promise<void> {
  const wanted = ['kit', ...namespaces];
  // Nothing is loaded yet, so the change reads nothing; then only this language's chunks are read.
  await i18n.changeLanguage(initialLocale());
  await i18n.loadNamespaces(wanted);
  if (!hasTexts(currentLocale(), wanted)) await i18n.changeLanguage(DEFAULT_LOCALE);
}

/**
 * The visitor's choice: the whole page changes at once and the choice is kept for the next visits. Every namespace
 * the page shows now is loaded in the new language first, then every screen (shell and remotes) re-renders in it.
 * False (and nothing changes) when its texts could not be loaded.
 */
export async function chooseLocale(locale: Locale): Promise<boolean> {
  const shown = registeredNamespaces().filter((namespace) => i18n.hasResourceBundle(i18n.language, namespace));
  // Already loaded in the current language, so nothing is read: this lists them among what a language loads.
  await i18n.loadNamespaces(shown);
  await i18n.loadLanguages(locale);
  if (!hasTexts(locale, shown)) return false;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  await i18n.changeLanguage(locale);
  return true;
}
