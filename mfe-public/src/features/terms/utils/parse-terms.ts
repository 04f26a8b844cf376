/** One piece of the Terms text as the page lays it out. */
export type TermsBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/** 'N. UPPERCASE TITLE': a number, a dot, then text with capitals and no lower-case letter. */
const HEADING = /^\d+\.\s+(?=[^a-z]*[A-Z])[^a-z]+$/;
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
