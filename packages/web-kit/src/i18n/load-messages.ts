import type { Messages as LinguiMessages } from '@lingui/core';
import { initialLocale } from './initial-locale';
import type { Locale } from './locales';

/**
 * One language's texts of one front end, by message key (flat: 'footer.home'). The catalogue files are written in ICU
 * MessageFormat ('{count, plural, one {# album} other {# albums}}'); builds compile them (scripts/rspack/messages-loader.js),
 * so a page receives them ready to format, without a parser.
 */
export type Messages = Readonly<LinguiMessages>;

/**
 * Loads one language's catalogue of a front end. Written as one template dynamic import,
 * `(locale) => import(`./messages/${locale}.json`)`, so the bundler makes each language its own chunk: a page downloads
 * only the chosen language's texts, when it is chosen, and none of them with the code.
 */
export type MessageLoader = (locale: Locale) => Promise<{ default: Messages }>;

const loaders = new Map<string, MessageLoader>();

/**
 * Each front end registers its catalogue once, under its namespace (kit, shell, public, owner, admin, and a screen's
 * or a feature's own: landing, notifications, alt), before its screens render:
 * `registerMessages('shell', (locale) => import(`./messages/${locale}.json`))`. README "Languages".
 * The visitor's initial language starts downloading at once: a screen's texts travel beside its code (the module
 * registering them is evaluated when the screen's files arrive) instead of after its first render asked for them.
 */
export function registerMessages(namespace: string, loader: MessageLoader): void {
  loaders.set(namespace, loader);
  // The bundler keeps a chunk it loaded (or is loading): loading the same language later waits on this download
  // instead of starting its own. A failure is reported there, when the texts are asked for.
  loader(initialLocale()).catch(() => undefined);
}

/** The namespaces registered so far. */
export const registeredNamespaces = (): string[] => [...loaders.keys()];

/** The texts of `namespace` in `locale`, through its registered loader. */
export async function readMessages(namespace: string, locale: Locale): Promise<Messages> {
  const loader = loaders.get(namespace);
  if (!loader) throw new Error(`no texts registered for ${namespace}`);
  return (await loader(locale)).default;
}
