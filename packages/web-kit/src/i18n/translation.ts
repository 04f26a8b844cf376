import { use, useCallback, useSyncExternalStore } from 'react';
import { currentLocale, i18n, loadTexts, type TFunction, type TextValues } from './i18n';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * A namespace's texts in a component: `const { t } = useTranslation('public')`. The component re-renders when the
 * language changes; while the namespace's texts of the page's language are loading it suspends (the nearest
 * Suspense shows its fallback), so a screen never flashes its keys. Front ends import it from '@abialbum/web-kit'.
 */
export function useTranslation(namespace: string): { t: TFunction } {
  const locale = useSyncExternalStore(i18n.subscribe, currentLocale, currentLocale);
  if (!i18n.hasTexts(locale, namespace) && !failed.has(`${namespace}:${locale}`)) use(pendingTexts(locale, namespace));
  const t = useCallback<TFunction>((key: string, values?: TextValues) => i18n.t(key, { ...values, ns: namespace }), [namespace, locale]);
  return { t };
}

// use() wants the same promise on every render until it settles: one per namespace and language.
const pending = new Map<string, Promise<boolean>>();
/** Texts that could not be loaded: shown in English (else by key) instead of suspending again and again. */
const failed = new Set<string>();

function pendingTexts(locale: Locale, namespace: string): Promise<boolean> {
  const id = `${namespace}:${locale}`;
  let found = pending.get(id);
  if (!found) {
    found = loadTexts(locale, namespace).then(async (ok) => {
      if (!ok) {
        failed.add(id);
        if (locale !== DEFAULT_LOCALE) await loadTexts(DEFAULT_LOCALE, namespace);
      }
      return ok;
    });
    pending.set(id, found);
    void found.then(() => pending.delete(id));
  }
  return found;
}

export { Trans, type TransProps } from './trans';
