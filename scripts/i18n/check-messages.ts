/**
 * The message catalogues' check (README "Languages"), run by scripts/test/i18n-messages.test.ts in npm test. For each
 * front end of catalogues.json whose `<src>/i18n/messages/en.json` exists:
 * - every language of web-kit's LOCALES has a file, with exactly English's keys (a plural key with exactly the plural
 *   forms that language's Intl.PluralRules has: ru one/few/many/other, ja other ...);
 * - every value is a non-empty string with the same {{placeholders}} and <tags> as English;
 * - no value of another language equals English unless same-as-english.json allows it (untranslated text);
 * - every key is used in the front end's code (a quoted literal under src, tests and catalogues aside, or in the code
 *   of SHARED_CODE), and every `t('key')` / `i18nKey="key"` in the code names a key of its catalogue.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALE_CODES, type Locale } from '../../packages/web-kit/src/i18n/locales';

export const ROOT = join(__dirname, '..', '..');

type Catalogue = Record<string, string>;

/**
 * Code that names keys of every front end's catalogue: web-kit's map of the validation messages to their keys, which
 * each front end translates in its own namespace (its catalogue has the keys of the messages its screens show).
 */
export const SHARED_CODE = ['packages/web-kit/src/validation'];

export interface CheckOptions {
  root?: string;
  /** namespace -> source folder (relative to root). */
  catalogues?: Record<string, string>;
  sameAsEnglish?: Record<string, string[] | string>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** 'items_one' -> { base: 'items', form: 'one' }. */
function splitPlural(key: string): { base: string; form: string | null } {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1]!, form: match[2]! } : { base: key, form: null };
}

/** The {{name}} placeholders (formats aside) and <tag> names of a text. */
function tokens(text: string, withoutCount = false): string {
  const names = [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<\/?([a-zA-Z][\w-]*)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].filter((t) => !(withoutCount && t === '{{count}}')).sort().join(' ');
}

/** Whether a text has words of its own (placeholders and tags aside): '{{reaction}}: {{count}}' has none. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|<\/?[a-zA-Z][\w-]*\s*\/?>/g, ''));

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'messages') out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

function checkCatalogue(root: string, namespace: string, src: string, allowed: (locale: Locale) => Set<string>): string[] {
  const dir = join(root, src, 'i18n', 'messages');
  const problems: string[] = [];
  const where = (locale: string) => `${namespace} ${relative(root, join(dir, `${locale}.json`))}`;
  const en = readJson<Catalogue>(join(dir, 'en.json'));

  // English's keys: plain ones, and plural bases with their forms.
  const plain = new Set<string>();
  const plural = new Map<string, string[]>();
  for (const key of Object.keys(en)) {
    const { base, form } = splitPlural(key);
    if (form) plural.set(base, [...(plural.get(base) ?? []), form]);
    else plain.add(key);
  }
  const englishTokens = (base: string) =>
    plural.has(base) ? tokens(en[`${base}_other`] ?? '', true) : tokens(en[base] ?? '');
  const englishValues = new Set(Object.values(en));

  for (const locale of LOCALE_CODES) {
    const file = join(dir, `${locale}.json`);
    if (!existsSync(file)) {
      problems.push(`${where(locale)}: missing (every language needs a catalogue)`);
      continue;
    }
    const messages = readJson<Record<string, unknown>>(file);
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    const expected = new Set([...plain, ...[...plural.keys()].flatMap((base) => forms.map((form) => `${base}_${form}`))]);
    for (const key of expected) if (!(key in messages)) problems.push(`${where(locale)}: missing key ${key}`);
    for (const [key, value] of Object.entries(messages)) {
      if (!expected.has(key)) {
        problems.push(`${where(locale)}: key ${key} is not in English${splitPlural(key).form ? ` (plural forms of ${locale}: ${forms.join(', ')})` : ''}`);
        continue;
      }
      if (typeof value !== 'string' || !value.trim()) {
        problems.push(`${where(locale)}: ${key} has no text`);
        continue;
      }
      const { base, form } = splitPlural(key);
      const isPlural = plural.has(base) && form !== null;
      const own = tokens(value, isPlural);
      const english = isPlural ? englishTokens(base) : englishTokens(key);
      if (own !== english) problems.push(`${where(locale)}: ${key} has "${own}" where English has "${english}"`);
      if (locale !== 'en' && englishValues.has(value) && hasWords(value) && !allowed(locale).has(value)) {
        problems.push(`${where(locale)}: ${key} is English ("${value}"): translate it, or list it in scripts/i18n/same-as-english.json`);
      }
    }
  }

  // Keys and code.
  const code = sourceFiles(join(root, src)).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const shared = SHARED_CODE.filter((dir) => existsSync(join(root, dir))).flatMap((dir) => sourceFiles(join(root, dir)));
  const all = [...code.map((c) => c.text), ...shared.map((file) => readFileSync(file, 'utf8'))].join('\n');
  for (const key of [...plain, ...plural.keys()]) {
    if (!['\'', '"', '`'].some((q) => all.includes(`${q}${key}${q}`))) problems.push(`${where('en')}: ${key} is used nowhere in ${src}`);
  }
  const known = new Set([...plain, ...plural.keys()]);
  for (const { file, text } of code) {
    for (const match of text.matchAll(/\bt\(\s*(['"`])([^'"`$]+)\1|i18nKey=\{?\s*(['"`])([^'"`$]+)\3/g)) {
      const key = match[2] ?? match[4]!;
      if (!known.has(key)) problems.push(`${relative(root, file)}: ${key} is not a key of ${where('en')}`);
    }
  }
  return problems;
}

/** Every problem of every catalogue, as lines; none when all is well. */
export function checkMessages(options: CheckOptions = {}): string[] {
  const root = options.root ?? ROOT;
  const catalogues = options.catalogues ?? readJson<Record<string, string>>(join(__dirname, 'catalogues.json'));
  const same = options.sameAsEnglish ?? readJson<Record<string, string[] | string>>(join(__dirname, 'same-as-english.json'));
  const list = (name: string) => (Array.isArray(same[name]) ? (same[name] as string[]) : []);
  const allowed = (locale: Locale) => new Set([...list('all'), ...list(locale)]);
  return Object.entries(catalogues).flatMap(([namespace, src]) =>
    existsSync(join(root, src, 'i18n', 'messages', 'en.json')) ? checkCatalogue(root, namespace, src, allowed) : [],
  );
}

if (require.main === module) {
  const problems = checkMessages();
  for (const line of problems) console.log(line);
  console.log(problems.length ? `${problems.length} problems` : 'every catalogue is complete');
  process.exit(problems.length ? 1 : 0);
}
