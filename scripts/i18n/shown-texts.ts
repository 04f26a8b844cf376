import sameAsEnglish from './same-as-english.json';

/**
 * For the front ends' language tests: every text a screen shows or names for assistive technology (text nodes and
 * the aria-label, title, placeholder and alt attributes), trimmed, each once. A test takes them on the English page,
 * switches the language and checks that none of the English ones is left (data such as names aside).
 */
export function shownTexts(root: Element = document.body): Set<string> {
  const texts = new Set<string>();
  const add = (text: string | null | undefined) => {
    const trimmed = text?.trim();
    // Only texts with words: numbers, counts and punctuation read the same in every language.
    if (trimmed && /\p{L}/u.test(trimmed)) texts.add(trimmed);
  };
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) add(node.textContent);
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) add(element.getAttribute(name));
  }
  return texts;
}

/**
 * The English texts still shown after the switch to `locale`, the given data (album titles, names ...) and the words
 * that language writes as English does (same-as-english.json, as the catalogues' check allows them) aside.
 */
export function englishLeft(english: ReadonlySet<string>, translated: ReadonlySet<string>, locale: string, data: readonly string[] = []): string[] {
  const lists = sameAsEnglish as Record<string, unknown>;
  const shared = [lists.all, lists[locale]].flatMap((list) => (Array.isArray(list) ? (list as string[]) : []));
  return [...english].filter((text) => translated.has(text) && !data.includes(text) && !shared.includes(text));
}
