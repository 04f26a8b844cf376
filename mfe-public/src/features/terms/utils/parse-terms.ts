/** One piece of the Terms text as the page lays it out. */
export type TermsBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/**
 * 'N. UPPERCASE TITLE': a number, a dot, then text with capitals and no lower-case letter, in any script (a script
 * without cases, like Japanese, has its letters count as capitals).
 */
const HEADING = /^\d+\.\s+(?=\P{Ll}*[\p{Lu}\p{Lo}])\P{Ll}+$/u;
const LIST_ITEM = /^-\s*/;

/** SPEC "Terms page": heading lines, dash lines as list items (consecutive ones form one list), the rest paragraphs. */
export function parseTerms(content: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (HEADING.test(line)) {
      blocks.push({ kind: 'heading', text: line });
    } else if (LIST_ITEM.test(line)) {
      const item = line.replace(LIST_ITEM, '');
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}
