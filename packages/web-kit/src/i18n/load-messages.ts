import type { BackendModule, ReadCallback } from 'i18next';
import { initialLocale, isLocale, type Locale } from './locales';

/** One language's texts of one front end, by message key (flat: 'footer.home'). */
export type Messages = Readonly<Record<string, string>>;

/**
 * Loads one language's catalogue of a front end. Written as one template dynamic import,
 * `(locale) => import(`./messages/${locale}.json`)`, so the bundler makes each language its own chunk: a page downloads
 * only the chosen language's texts, when it is chosen, and none of them with the code.
 */
export type MessageLoader = (locale: Locale) => Promise<{ default: Messages }>;

const loaders = new Map<string, MessageLoader>();

/**
 * Each front end registers its catalogue once, under its namespace (kit, shell, public, owner, admin), before its
 * screens render: `registerMessages('shell', (locale) => import(`./messages/${locale}.json`))`. README "Languages".
 * The visitor's initial language starts downloading at once: a screen's texts travel beside its code (the module
 * registering them is evaluated when the screen's files arrive) instead of after its first render asked for them.
 */
export function registerMessages(namespace: string, loader: MessageLoader): void {
  loaders.set(namespace, loader);
  // The bundler keeps a chunk it loaded (or is loading): the back end's import of the same language later waits on
  // this download instead of starting its own. A failure is reported there, when the texts are asked for.
  loader(initialLocale()).catch(() => undefined);
}

/** The namespaces registered so far. */
export const registeredNamespaces = (): string[] => [...loaders.keys()];

/** The i18next back end that reads a namespace's language through its registered loader. */
export const messagesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = loaders.get(namespace);
    if (!loader || !isLocale(language)) {
      callback(new Error(`no ${language} texts registered for ${namespace}`), false);
      return;
    }
    loader(language).then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
