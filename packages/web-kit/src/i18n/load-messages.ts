/** A language's texts, by message key. */
export type Messages = Readonly<Record<string, string>>;

export const DEFAULT_LOCALE = 'en';

/**
 * One dynamic import per language: the bundler makes each its own chunk, so a page downloads only the chosen
 * language's texts, when it is chosen, and none of them with the first load. Add a language here (issue 27).
 */
const LOADERS: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages-en'),
};

const loaded = new Map<string, Promise<Messages>>();

/** The locales that have texts. */
export const availableLocales = (): string[] => Object.keys(LOADERS);

/**
 * The texts of `locale` ('pt-BR' falls back to 'pt', an unknown one to English), loaded once per page. A language
 * whose chunk fails to load is forgotten, so that the next call tries again.
 */
export function loadMessages(locale: string): Promise<Messages> {
  const chosen = [locale, locale.split('-')[0] ?? locale].find((name) => name in LOADERS) ?? DEFAULT_LOCALE;
  let messages = loaded.get(chosen);
  if (!messages) {
    messages = LOADERS[chosen]!().then((module) => module.default);
    messages.catch(() => loaded.delete(chosen));
    loaded.set(chosen, messages);
  }
  return messages;
}
