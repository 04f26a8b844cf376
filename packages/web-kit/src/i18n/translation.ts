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
  const t = useCallback<TFunction>((key: string, values?: TextValues) => i18n.t(key, { ...values, ns: namespace }), [namespace, locale]);
  // After every hook, and again once the texts are there: React replays a component whose texts arrived during its
  // render, and wants the same hooks and use() calls then, or it throws the render away and renders the whole page
  // again, at once. A settled promise makes use() return at once.
  const id = `${namespace}:${locale}`;
  const waited = pending.get(id);
  if (!i18n.hasTexts(locale, namespace) && !failed.has(id)) use(pendingTexts(locale, namespace));
  else if (waited) use(waited);
  return { t };
}

// use() wants the same promise on every render, the one it waited on included: one per namespace and language, kept
// (marked settled once it is, so that use() returns at once).
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
    const settled = found;
    void settled.then((value) => Object.assign(settled, { status: 'fulfilled', value }));
  }
  return found;
}

export { Trans, type TransProps } from './trans';
