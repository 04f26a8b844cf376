import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The runtime the front ends format their texts with (web-kit's i18n), so a journey says exactly what a page says;
// front ends go through web-kit, the journeys cannot (they run outside the pages).
// eslint-disable-next-line no-restricted-imports
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Page } from 'playwright-core';
import catalogues from '../../scripts/i18n/catalogues.json';
import sameAsEnglish from '../../scripts/i18n/same-as-english.json';

/** A front end's catalogue namespace (README "Languages"): kit, shell, public, owner, admin. */
export type Namespace = keyof typeof catalogues;
/** A catalogue as written: one ICU MessageFormat text per key. */
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

const compiled = new Map<string, Record<string, CompiledMessage>>();

/** A catalogue compiled as the front ends' builds compile it (scripts/rspack/messages-loader.js), once. */
function compiledCatalogue(locale: string, ns: Namespace): Record<string, CompiledMessage> {
  const id = `${ns}:${locale}`;
  let messages = compiled.get(id);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(catalogue(locale, ns)).map(([key, text]) => [key, compileMessage(text)]));
    compiled.set(id, messages);
  }
  return messages;
}

const runtimes = new Map<string, I18n>();

/** What the page says in `locale` for `ns:key`, formatted with `values` by Lingui: how a journey finds a screen's parts. */
export function say(locale: string, ns: Namespace, key: string, values: Record<string, string | number> = {}): string {
  const messages = compiledCatalogue(locale, ns);
  if (messages[key] === undefined) throw new Error(`${ns}:${key} is not in the ${locale} catalogue`);
  const id = `${ns}:${locale}`;
  let i18n = runtimes.get(id);
  if (!i18n) {
    i18n = setupI18n();
    i18n.load(locale, messages);
    i18n.activate(locale);
    runtimes.set(id, i18n);
  }
  return i18n._(key, values);
}

/** The words a language writes exactly as English does (scripts/i18n/same-as-english.json), brand included. */
function sharedWords(language: string): string[] {
  const lists = sameAsEnglish as Record<string, unknown>;
  return [lists.all, lists[language]].flatMap((list) => (Array.isArray(list) ? (list as string[]) : []));
}

/**
 * One text a message can show: its literal words and, where a value goes (a placeholder, a plural's `#`), a hole
 * that holds whatever the page fills in.
 */
type Part = string | { value: string };
type Variant = Part[];

const PLURALS = new Set(['plural', 'selectordinal']);
const CHOICES = new Set([...PLURALS, 'select']);

/**
 * The texts a compiled message can show: one for a plain message, one per branch of a plural or select (per
 * combination when there are several), its values as holes.
 */
function variantsOf(tokens: CompiledMessage, plural?: string): Variant[] {
  let variants: Variant[] = [[]];
  for (const token of tokens) {
    let options: Variant[];
    if (typeof token === 'string') {
      options = [[token === '#' && plural !== undefined ? { value: '#' } : token]];
    } else {
      const [name, type, format] = token;
      if (type && CHOICES.has(type) && format && typeof format === 'object') {
        options = Object.entries(format as Record<string, unknown>)
          .filter(([branch, message]) => branch !== 'offset' && Array.isArray(message))
          .flatMap(([, message]) => variantsOf(message as CompiledMessage, PLURALS.has(type) ? name : undefined));
      } else {
        options = [[{ value: name }]];
      }
    }
    variants = variants.flatMap((before) => options.map((option) => [...before, ...option]));
  }
  return variants;
}

// A hole in a variant's text: no catalogue writes this character.
const HOLE = '\u0000';
/** A variant as one string, each hole as HOLE: two variants show the same texts when these are equal. */
const flat = (variant: Variant) => variant.map((part) => (typeof part === 'string' ? part : HOLE)).join('');
/** A variant as a reader of the report sees it: `{count}`, `#`. */
const spelled = (variant: Variant) => variant.map((part) => (typeof part === 'string' ? part : part.value === '#' ? '#' : `{${part.value}}`)).join('');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A flat text as a pattern: its holes as anything (at least one character), the rest as written. */
const holesAsAnything = (text: string) => text.split(HOLE).map(escape).join('.+?');
// A word's edge: no Latin letter or digit on either side ("Upload" is not found in "Uploads"; in Japanese, where
// words touch, "Album" is found in "Albumへ").
const EDGE_BEFORE = '(?<![\\p{Script=Latin}\\p{N}])';
const EDGE_AFTER = '(?![\\p{Script=Latin}\\p{N}])';
// The tags of a text (`<terms>...</terms>`): Trans renders them as elements, the page shows the words inside.
const TAG = /<\/?[a-zA-Z][\w-]*>/g;

/** The flat texts of the shared words (written in ICU like the catalogues: 'Version {version}'). */
function sharedFlat(language: string): Set<string> {
  return new Set(
    sharedWords(language).flatMap((words) => {
      const variants = variantsOf(compileMessage(words)).map(flat);
      return [...variants, ...variants.map((text) => text.replace(TAG, '').trim())];
    }),
  );
}

interface EnglishText {
  id: string;
  english: string;
  pattern: RegExp;
}

/**
 * The English texts of `namespaces` that `language` translates differently, one per variant of a message (each
 * branch of a plural) and line of it: a variant the translation also shows (Italian's "{count, number} follower")
 * and the shared words aside. Each is a pattern that finds it whole inside a longer text (its values as anything, its
 * `<tags>` dropped, as the page shows them).
 */
function englishTexts(language: string, namespaces: readonly Namespace[]): EnglishText[] {
  const shared = sharedFlat(language);
  const texts: EnglishText[] = [];
  for (const ns of namespaces) {
    const english = compiledCatalogue('en', ns);
    const translated = compiledCatalogue(language, ns);
    for (const [key, message] of Object.entries(english)) {
      const translation = translated[key];
      const same = new Set(translation ? variantsOf(translation).map(flat) : []);
      const seen = new Set<string>();
      for (const variant of variantsOf(message)) {
        const text = flat(variant);
        if (same.has(text) || shared.has(text) || seen.has(text)) continue;
        seen.add(text);
        const readable = spelled(variant).split('\n');
        text.split('\n').forEach((line, index) => {
          const plain = line.replace(TAG, '').trim();
          if (!/\p{L}/u.test(plain.split(HOLE).join('')) || shared.has(plain)) return;
          const english = (readable[index] ?? '').replace(TAG, '').trim();
          texts.push({ id: `${ns}:${key}`, english, pattern: new RegExp(`${EDGE_BEFORE}${holesAsAnything(plain)}${EDGE_AFTER}`, 'u') });
        });
      }
    }
  }
  return texts;
}

/**
 * The texts of `language` as its pages show them: each variant of each message of `namespaces`, whole. Those without
 * values are known as they are; those with values only as patterns, their holes as anything (and captured), and only
 * when words stand beside the values ('{name}' alone would be any text).
 */
function translatedTexts(language: string, namespaces: readonly Namespace[]): { exact: Set<string>; patterns: RegExp[] } {
  const exact = new Set<string>();
  const patterns = new Map<string, RegExp>();
  for (const ns of namespaces) {
    for (const message of Object.values(compiledCatalogue(language, ns))) {
      for (const variant of variantsOf(message)) {
        const text = flat(variant);
        if (!text.includes(HOLE)) exact.add(text);
        else if (/\p{L}/u.test(text.split(HOLE).join('')) && !patterns.has(text)) {
          patterns.set(text, new RegExp(`^${text.split(HOLE).map(escape).join('(.+?)')}$`, 'su'));
        }
      }
    }
  }
  return { exact, patterns: [...patterns.values()] };
}

/**
 * What of a shown text may still be English: nothing when it is a translation without values; only what fills its
 * holes when it is one with values (a name, a number, or an English word left in it); else all of it.
 */
function untranslated(text: string, translations: { exact: Set<string>; patterns: RegExp[] }): string {
  if (translations.exact.has(text)) return '';
  let rest = text;
  for (const pattern of translations.patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = match.slice(1).join(' \u2063 ');
    if (values.length < rest.length) rest = values;
  }
  return rest;
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
 * a translation itself (of one with values: all but what fills them), the `data` on the page (titles, names,
 * captions: user data stays as written) and the words the language shares with English are not English left.
 */
export async function englishLeft(page: Page, language: string, namespaces: readonly Namespace[], data: readonly string[]): Promise<string[]> {
  const english = englishTexts(language, namespaces);
  const translations = translatedTexts(language, namespaces);
  const asIs = [...data, ...sharedWords(language)].filter((text) => text.length > 1).sort((a, b) => b.length - a.length);
  const left: string[] = [];
  for (const text of await shownTexts(page)) {
    const values = untranslated(text, translations);
    if (!values) continue;
    const rest = asIs.reduce((remaining, words) => remaining.split(words).join(' \u2063 '), values);
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
