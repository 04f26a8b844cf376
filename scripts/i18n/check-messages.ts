/**
 * The message catalogues' check (README "Languages"), run by scripts/test/i18n-messages.test.ts in npm test. The
 * catalogues are ICU MessageFormat, read by Lingui: one key per message, `{name}` / `{count, number}` placeholders,
 * plurals inside the text (`{count, plural, one {...} other {...}}`), `<tag>...</tag>` literal for our Trans. For each
 * front end of catalogues.json whose `<src>/i18n/messages/en.json` exists:
 * - every language of web-kit's LOCALES has a file, with exactly English's keys;
 * - every value is a non-empty string that compiles (Lingui's compileMessage), with the same {placeholders} and <tags>
 *   as English; it is plural where English is (same argument), and each plural has exactly the plural forms that
 *   language's Intl.PluralRules has (ru one/few/many/other, ja other ...; exact `=N` cases aside);
 * - no value of another language equals English unless same-as-english.json allows it (untranslated text);
 * - every key is used in the front end's code (a quoted literal under src, tests and catalogues aside, or in the code
 *   of SHARED_CODE), and every `t('key')` / `i18nKey="key"` in the code names a key of its catalogue.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALE_CODES, type Locale } from '../../packages/web-kit/src/i18n/locales';

export const ROOT = join(__dirname, '..', '..');

type Catalogue = Record<string, string>;

/**
 * Code that names keys of every front end's catalogue: web-kit's map of the validation messages to their keys, which
 * each front end translates in its own namespace (its catalogue has the keys of the messages its screens show).
 */
export const SHARED_CODE = ['packages/web-kit/src/validation'];

/**
 * The catalogue keyed by the API's error codes (web-kit's errors/api/i18n): its keys are codes a service sends
 * (error-message.ts looks them up as they come), so each must be written in the code of API_CODE_SOURCES.
 */
export const API_CODES_NAMESPACE = 'api';

/** Where the API's error codes are written: each service's src (svc-*), the services' kit and the contracts. */
const API_CODE_SOURCES = ['svc-*/src', 'packages/service-kit/src', 'contracts/src'];

/** The files of API_CODE_SOURCES under `root`. */
function serviceSources(root: string): string[] {
  const services = readdirSync(root).filter((name) => name.startsWith('svc-'));
  return API_CODE_SOURCES.flatMap((source) => (source.startsWith('svc-*/') ? services.map((name) => source.replace('svc-*', name)) : [source]))
    .map((source) => join(root, source))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => sourceFiles(dir));
}

export interface CheckOptions {
  root?: string;
  /** namespace -> source folder (relative to root). */
  catalogues?: Record<string, string>;
  sameAsEnglish?: Record<string, string[] | string>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** CLDR's order of the plural categories, for readable lists. */
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
const byCategory = (forms: Iterable<string>) =>
  [...forms].sort((a, b) => (CATEGORY_ORDER.indexOf(a) + 1 || 99) - (CATEGORY_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b));

/** What a compiled message holds: its literal texts, its {placeholders} and <tags>, and its plurals. */
interface Parts {
  texts: string[];
  /** '{count} <terms>' (sorted, once each). */
  tokens: string;
  plurals: { name: string; type: 'plural' | 'selectordinal'; forms: string[] }[];
}

/**
 * Walks compileMessage's form: strings (literal text; '#' is a plural's number), [name], [name, format, style] and
 * [name, 'plural' | 'selectordinal' | 'select', { offset, <case>: CompiledMessage ... }] (an exact `=0` case is '0').
 */
function parts(compiled: CompiledMessage): Parts {
  const texts: string[] = [];
  const names = new Set<string>();
  const plurals: Parts['plurals'] = [];
  const walk = (message: CompiledMessage) => {
    for (const token of message) {
      if (typeof token === 'string') {
        texts.push(token);
        continue;
      }
      const [name, type, format] = token;
      names.add(`{${name}}`);
      if ((type === 'plural' || type === 'selectordinal' || type === 'select') && format && typeof format === 'object') {
        const cases = Object.entries(format as Record<string, unknown>).filter(([key]) => key !== 'offset');
        if (type !== 'select') plurals.push({ name, type, forms: cases.map(([key]) => key).filter((key) => !/^\d+$/.test(key)) });
        for (const [, branch] of cases) walk(branch as CompiledMessage);
      }
    }
  };
  walk(compiled);
  const tags = texts.flatMap((text) => [...text.matchAll(/<\/?([a-zA-Z][\w-]*)\s*\/?>/g)].map((m) => `<${m[1]}>`));
  return { texts, tokens: [...new Set([...names, ...tags])].sort().join(' '), plurals };
}

/** A message's parts, or why it does not compile (the parser's first line). */
function compile(text: string): Parts | string {
  try {
    return parts(compileMessageOrThrow(text));
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim().replace(/:$/, '');
  }
}

/** Whether a message has words of its own (placeholders, ICU syntax and tags aside): '{reaction}: {count}' has none. */
const hasWords = (message: Parts) => message.texts.some((text) => /\p{L}/u.test(text.replace(/<\/?[a-zA-Z][\w-]*\s*\/?>/g, '')));

/** The code under `dir`, tests aside, and folders of `others` (a catalogue of its own inside this one's) left out. */
function sourceFiles(dir: string, others: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'messages' && !others.has(path)) out.push(...sourceFiles(path, others));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

function checkCatalogue(root: string, namespace: string, src: string, allowed: (locale: Locale) => Set<string>, others: ReadonlySet<string>): string[] {
  const dir = join(root, src, 'i18n', 'messages');
  const problems: string[] = [];
  const where = (locale: string) => `${namespace} ${relative(root, join(dir, `${locale}.json`))}`;
  const en = readJson<Catalogue>(join(dir, 'en.json'));

  // English's messages, compiled (one that does not compile is reported with English's file below).
  const english = new Map<string, Parts>();
  for (const [key, value] of Object.entries(en)) {
    const compiled = typeof value === 'string' ? compile(value) : null;
    if (compiled && typeof compiled !== 'string') english.set(key, compiled);
  }
  const englishValues = new Set(Object.values(en));

  for (const locale of LOCALE_CODES) {
    const file = join(dir, `${locale}.json`);
    if (!existsSync(file)) {
      problems.push(`${where(locale)}: missing (every language needs a catalogue)`);
      continue;
    }
    const messages = readJson<Record<string, unknown>>(file);
    const forms = {
      plural: byCategory(new Intl.PluralRules(locale).resolvedOptions().pluralCategories),
      selectordinal: byCategory(new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories),
    };
    for (const key of Object.keys(en)) if (!(key in messages)) problems.push(`${where(locale)}: missing key ${key}`);
    for (const [key, value] of Object.entries(messages)) {
      if (!(key in en)) {
        problems.push(`${where(locale)}: key ${key} is not in English`);
        continue;
      }
      if (typeof value !== 'string' || !value.trim()) {
        problems.push(`${where(locale)}: ${key} has no text`);
        continue;
      }
      const own = compile(value);
      if (typeof own === 'string') {
        problems.push(`${where(locale)}: ${key} is not a valid message (${own})`);
        continue;
      }
      for (const plural of own.plurals) {
        const expected = forms[plural.type];
        const has = byCategory(new Set(plural.forms));
        if (has.join() !== expected.join()) {
          problems.push(`${where(locale)}: ${key} has plural forms ${has.join(', ')} where ${locale} has ${expected.join(', ')}`);
        }
      }
      const reference = english.get(key);
      if (reference) {
        for (const plural of reference.plurals) {
          if (!own.plurals.some((p) => p.name === plural.name && p.type === plural.type)) {
            problems.push(`${where(locale)}: ${key} is not ${plural.type} on {${plural.name}} where English is`);
          }
        }
        if (own.tokens !== reference.tokens) problems.push(`${where(locale)}: ${key} has "${own.tokens}" where English has "${reference.tokens}"`);
      }
      if (locale !== 'en' && englishValues.has(value) && hasWords(own) && !allowed(locale).has(value)) {
        problems.push(`${where(locale)}: ${key} is English ("${value}"): translate it, or list it in scripts/i18n/same-as-english.json`);
      }
    }
  }

  // Keys and code.
  // A screen with a catalogue of its own (mfe-public's landing page: 'landing' inside 'public') is that one's code.
  const code = sourceFiles(join(root, src), others).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const codes = namespace === API_CODES_NAMESPACE;
  const shared = codes ? serviceSources(root) : SHARED_CODE.filter((dir) => existsSync(join(root, dir))).flatMap((dir) => sourceFiles(join(root, dir)));
  const all = [...code.map((c) => c.text), ...shared.map((file) => readFileSync(file, 'utf8'))].join('\n');
  for (const key of Object.keys(en)) {
    if (['\'', '"', '`'].some((q) => all.includes(`${q}${key}${q}`))) continue;
    problems.push(codes ? `${where('en')}: ${key} is an error code no service sends (${API_CODE_SOURCES.join(', ')})` : `${where('en')}: ${key} is used nowhere in ${src}`);
  }
  const known = new Set(Object.keys(en));
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
  const folders = Object.values(catalogues).map((src) => join(root, src));
  return Object.entries(catalogues).flatMap(([namespace, src]) =>
    existsSync(join(root, src, 'i18n', 'messages', 'en.json'))
      ? checkCatalogue(root, namespace, src, allowed, new Set(folders.filter((folder) => folder !== join(root, src))))
      : [],
  );
}

if (require.main === module) {
  const problems = checkMessages();
  for (const line of problems) console.log(line);
  console.log(problems.length ? `${problems.length} problems` : 'every catalogue is complete');
  process.exit(problems.length ? 1 : 0);
}
