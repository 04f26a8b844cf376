/**
 * English: the text the screens are written in, so nothing to replace yet. A language of its own is a file like
 * this one (same keys, its words) registered in load-messages.ts.
 */
const en: Record<string, string> = {};
export default en;
