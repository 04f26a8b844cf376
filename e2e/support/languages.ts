import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import catalogues from '../../scripts/i18n/catalogues.json';
import sameAsEnglish from '../../scripts/i18n/same-as-english.json';

/** A front end's catalogue namespace (README "Languages"): kit, shell, public, owner, admin. */
export type Namespace = keyof typeof catalogues;
type Messages = Record<string, string>;

const ROOT = join(__dirname, '..', '..');
const loaded = new Map<string, Messages>();

/** A front end's catalogue in `locale` (its `src/i18n/messages/<locale>.json`), read once. */
export function catalogue(locale: string, ns: Namespace): Messages {
  const file = join(ROOT, catalogues[ns], 'i18n', 'messages', `${locale}.json`);
  let messages = loaded.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    loaded.set(file, messages);
  }
  return messages;
}

/** What the page says in `locale` for `ns:key`, its `{{values}}` filled in: how a journey finds a screen's parts. */
export function say(locale: string, ns: Namespace, key: string, values: Record<string, string | number> = {}): string {
  const text = catalogue(locale, ns)[key];
  if (text === undefined) throw new Error(`${ns}:${key} is not in the ${locale} catalogue`);
  return text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The words a language writes exactly as English does (scripts/i18n/same-as-english.json), brand included. */
function sharedWords(language: string): string[] {
  const lists = sameAsEnglish as Record<string, unknown>;
  return [lists.all, lists[language]].flatMap((list) => (Array.isArray(list) ? (list as string[]) : []));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A word's edge: no Latin letter or digit on either side ("Upload" is not found in "Uploads"; in Japanese, where
// words touch, "Album" is found in "Albumへ").
const EDGE_BEFORE = '(?<![\\p{Script=Latin}\\p{N}])';
const EDGE_AFTER = '(?![\\p{Script=Latin}\\p{N}])';

interface EnglishText {
  id: string;
  english: string;
  pattern: RegExp;
}

/**
 * The English texts of `namespaces` that `language` translates differently (equal ones and the shared words aside),
 * one per line of a text, each as a pattern that finds it whole inside a longer text (its `{{values}}` as anything,
 * its `<tags>` dropped, as the page shows them).
 */
function englishTexts(language: string, namespaces: readonly Namespace[]): EnglishText[] {
  const shared = sharedWords(language);
  const texts: EnglishText[] = [];
  for (const ns of namespaces) {
    const english = catalogue('en', ns);
    const translated = catalogue(language, ns);
    for (const [key, text] of Object.entries(english)) {
      // A plural form the language lacks (ja has only _other) compares with the forms it has.
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      const translations = [translated[key], ...Object.entries(translated).filter(([k]) => k.startsWith(`${base}_`)).map(([, t]) => t)];
      if (translations.includes(text) || shared.includes(text)) continue;
      for (const line of text.split('\n')) {
        const plain = line.replace(/<\/?\w+>/g, '').trim();
        const words = plain.replace(/\{\{[^}]*\}\}/g, '');
        if (!/\p{L}/u.test(words) || shared.includes(plain)) continue;
        const body = plain
          .split(/\{\{[^}]*\}\}/)
          .map(escape)
          .join('.+?');
        texts.push({ id: `${ns}:${key}`, english: plain, pattern: new RegExp(`${EDGE_BEFORE}${body}${EDGE_AFTER}`, 'u') });
      }
    }
  }
  return texts;
}

/**
 * Every text `page` shows (text nodes of shown elements, and the document's title) and names for assistive
 * technology (aria-label, alt, title, placeholder of shown elements), trimmed, each once.
 */
export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title.trim()]);
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) || !shown(parent)) continue;
      texts.add((node.textContent ?? '').trim());
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) texts.add((element.getAttribute(name) ?? '').trim());
    }
    return [...texts].filter((text) => /\p{L}/u.test(text));
  });
}

/**
 * The English left on a page in `language`: each shown text that is or holds an English text of the screen's
 * `namespaces` which the language translates otherwise, as `"shown text" (ns:key "English")`. A shown text that is
 * a translation itself, the `data` on the page (titles, names, captions: user data stays as written) and the words
 * the language shares with English are not English left.
 */
export async function englishLeft(page: Page, language: string, namespaces: readonly Namespace[], data: readonly string[]): Promise<string[]> {
  const english = englishTexts(language, namespaces);
  const translations = new Set(namespaces.flatMap((ns) => Object.values(catalogue(language, ns))));
  const asIs = [...data, ...sharedWords(language)].filter((text) => text.length > 1).sort((a, b) => b.length - a.length);
  const left: string[] = [];
  for (const text of await shownTexts(page)) {
    if (translations.has(text)) continue;
    const rest = asIs.reduce((remaining, words) => remaining.split(words).join(' \u2063 '), text);
    const found = english.find(({ pattern }) => pattern.test(rest));
    if (found) left.push(`"${text}" (${found.id} "${found.english}")`);
  }
  return left;
}

/**
 * What does not fit a phone's screen: the page scrolling sideways (document wider than the viewport, with the
 * elements that stick out past its edge) and buttons, tabs and headings whose text is cut off (wider than their
 * box, which hides the rest or ends it with an ellipsis). One line each; an empty list is a pass.
 */
export async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const describe = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 2).map((c) => `.${c}`).join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `<${element.tagName.toLowerCase()}${classes}> "${text}"`;
    };
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth > width) {
      // Past the right edge (what lies off to the left, like a skip link, adds no scroll), in no box that scrolls or clips it.
      const out = Array.from(document.body.querySelectorAll('*')).filter((element) => {
        if (!shown(element)) return false;
        const box = element.getBoundingClientRect();
        if (box.right <= width + 1) return false;
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        }
        return true;
      });
      const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other)));
      problems.push(
        `the page scrolls sideways: ${scrollWidth}px wide on a ${width}px screen; sticking out: ${innermost
          .slice(0, 8)
          .map((element) => `${describe(element)} (${Math.round(element.getBoundingClientRect().left)}..${Math.round(element.getBoundingClientRect().right)}px)`)
          .join(', ')}`,
      );
    }
    const controls = 'h1, h2, h3, h4, h5, h6, button, [role="button"], [role="tab"]';
    for (const element of Array.from(document.body.querySelectorAll(`${controls}, :is(${controls}) *`))) {
      if (!shown(element) || !(element instanceof HTMLElement)) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden texts (1 px boxes for screen readers) are meant to be clipped.
      if (box.width <= 1 || box.height <= 1) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const style = getComputedStyle(element);
      if (!['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis') continue;
      problems.push(`cut off: ${describe(element)} needs ${element.scrollWidth}px, shows ${element.clientWidth}px`);
    }
    return problems;
  });
}

/** The fields of the API's answers that hold what people wrote (titles, names, captions...), not the interface's words. */
const USER_FIELDS = /^(title|name|username|fullName|description|caption|email|city|country|location|bio|ownerName|albumTitle|sectionTitle|userName|comment|fileName|originalName)$/i;

/**
 * Gathers, from every JSON answer of the API that `page` receives from now on, the texts people wrote (USER_FIELDS):
 * a screen listing other journeys' albums and people (explore, search, the admin's lists) shows them as written.
 * Messages and codes are not gathered: an English message from the server on a German page is English left.
 */
export function userDataOf(page: Page): () => string[] {
  const texts = new Set<string>();
  const gather = (value: unknown, field = ''): void => {
    if (typeof value === 'string') {
      if (USER_FIELDS.test(field)) texts.add(value.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) gather(item, field);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) gather(item, key);
    }
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(gather, () => undefined);
  });
  return () => [...texts];
}
