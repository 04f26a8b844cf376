import { setupI18n, type I18n } from '@lingui/core';
import { readMessages, registerMessages, registeredNamespaces, type Messages } from './load-messages';
import { LOCALE_STORAGE_KEY, initialLocale } from './initial-locale';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export { LOCALE_STORAGE_KEY, initialLocale };

/** Values of a text's placeholders: { name: 'Ana', count: 3 }. */
export type TextValues = Record<string, unknown>;

/** A namespace's translate function: the key's text in the page's language, formatted with `values`. */
export type TFunction = (key: string, values?: TextValues) => string;

/**
 * The site's texts, one Lingui catalogue per namespace (kit, shell, public, owner, admin, and a screen's or a
 * feature's own: landing, notifications, alt). This module lives in web-kit's main entry, a Module Federation
 * singleton, so the shell and every remote translate with the same texts and re-render together when the language
 * changes. Front ends never import @lingui themselves (eslint): they use
 * what web-kit exports (useTranslation, Trans, i18n.t).
 */
const catalogues = new Map<string, I18n>();
/** The texts of each namespace's languages in its catalogue (by `${namespace}:${locale}`), and the loads under way. */
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<boolean>>();
const listeners = new Set<() => void>();
let language: Locale = DEFAULT_LOCALE;

const catalogue = (namespace: string): I18n => {
  let found = catalogues.get(namespace);
  if (!found) {
    found = setupI18n();
    catalogues.set(namespace, found);
  }
  return found;
};

const has = (locale: Locale, namespace: string) => loaded.has(`${namespace}:${locale}`);

/**
 * Lingui decodes `\x41` and `\u0041` in a formatted text, values included: a value's backslashes (a name, a search
 * typed by a visitor) are kept aside during the formatting and put back, so it shows as written.
 */
const BACKSLASH = '\uE000';
const withoutBackslashes = (values?: TextValues) =>
  values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value.replaceAll('\\', BACKSLASH) : value]));

function addTexts(locale: Locale, namespace: string, messages: Messages): void {
  catalogue(namespace).load(locale, { ...messages });
  loaded.set(`${namespace}:${locale}`, { ...loaded.get(`${namespace}:${locale}`), ...messages });
}

/** Our ten languages are all written left to right; a right-to-left one would say so here. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

function show(locale: Locale): void {
  language = locale;
  for (const [namespace, one] of catalogues) if (has(locale, namespace)) one.activate(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
  }
  for (const listener of listeners) listener();
}

/**
 * The key's text of `namespace` in the page's language (in English when that language's texts could not be loaded);
 * the key itself when the catalogue has no such text.
 */
function translate(namespace: string, key: string, values?: TextValues): string {
  const one = catalogues.get(namespace);
  const locale = has(language, namespace) ? language : DEFAULT_LOCALE;
  if (!one || !has(locale, namespace)) return key;
  if (one.locale !== locale) one.activate(locale);
  if (one.messages[key] === undefined) return key;
  const text = one._(key, withoutBackslashes(values));
  return text.includes(BACKSLASH) ? text.replaceAll(BACKSLASH, '\\') : text;
}

/**
 * Loads `namespace` in `locale` once (a second call waits on the first); true when its texts are there. A failed load
 * is forgotten, so a later call tries again.
 */
export function loadTexts(locale: Locale, namespace: string): Promise<boolean> {
  if (has(locale, namespace)) return Promise.resolve(true);
  const id = `${namespace}:${locale}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = readMessages(namespace, locale).then(
      (messages) => {
        addTexts(locale, namespace, messages);
        return true;
      },
      (error: unknown) => {
        console.error(`The ${locale} texts of ${namespace} could not be loaded`, error);
        return false;
      },
    );
    loading.set(id, pending);
    void pending.finally(() => loading.delete(id));
  }
  return pending;
}

const loadAll = async (locale: Locale, namespaces: readonly string[]) =>
  (await Promise.all(namespaces.map((namespace) => loadTexts(locale, namespace)))).every(Boolean);

/**
 * What the rest of the code reads and tests set: `i18n.t(key, { ns, ...values })` outside React (toasts, validation
 * texts), `i18n.language`, and the catalogues' English given at once in tests (jest-english.ts).
 */
export const i18n = {
  get language(): Locale {
    return language;
  },
  t(key: string, options: { ns?: string } & TextValues = {}): string {
    const { ns = 'kit', ...values } = options;
    return translate(ns, key, values);
  },
  exists(key: string, { ns = 'kit' }: { ns?: string } = {}): boolean {
    return loaded.get(`${ns}:${language}`)?.[key] !== undefined;
  },
  hasTexts: has,
  /** Texts given at once (tests); the page's language takes them at once. */
  addTexts(locale: Locale, namespace: string, messages: Messages): void {
    addTexts(locale, namespace, messages);
    if (locale === language) catalogue(namespace).activate(locale);
  },
  /** `listener` after every change of language; returns how to stop listening. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

registerMessages('kit', (locale) => import(`./messages/${locale}.json`));
/**
 * The texts of the API's error codes (errors/api/i18n, keyed by code), apart: an English page shows the server's own
 * words (apiMessage), so it never downloads them, and the build leaves their English out; another language loads
 * them with the kit's.
 */
registerMessages('api', (locale) =>
  locale === DEFAULT_LOCALE ? Promise.resolve({ default: {} }) : import(/* webpackExclude: /en\.json$/ */ `../errors/api/i18n/messages/${locale}.json`),
);

/** The language the page shows. */
export const currentLocale = (): Locale => language;

/**
 * Before the first render (the shell's bootstrap): the initial language with the given namespaces' texts loaded, so
 * the first screen shows in its language at once; English when they cannot be loaded. A remote's namespace loads
 * when its module registers it (load-messages.ts) and its first screen renders.
 */
export async function startLocale(namespaces: readonly string[]): Promise<void> {
  const wanted = ['kit', 'api', ...namespaces];
  const locale = initialLocale();
  if (locale !== DEFAULT_LOCALE && (await loadAll(locale, wanted))) return show(locale);
  await loadAll(DEFAULT_LOCALE, wanted);
  show(DEFAULT_LOCALE);
}

/**
 * The visitor's choice: the whole page changes at once and the choice is kept for the next visits. Every namespace
 * the page shows now is loaded in the new language first, then every screen (shell and remotes) re-renders in it.
 * False (and nothing changes) when its texts could not be loaded.
 */
export async function chooseLocale(locale: Locale): Promise<boolean> {
  if (!isLocale(locale)) return false;
  const shown = registeredNamespaces().filter((namespace) => has(language, namespace));
  if (!(await loadAll(locale, shown))) return false;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  show(locale);
  return true;
}
