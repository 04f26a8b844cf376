import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkMessages } from '../i18n/check-messages';
import { LOCALE_CODES } from '../../packages/web-kit/src/i18n/locales';

describe('the message catalogues', () => {
  it('are complete in every language, translated, and each key is used', () => {
    expect(checkMessages()).toEqual([]);
  });
});

describe('the catalogue check', () => {
  let root: string;
  const src = 'front/src';
  const messages = () => join(root, src, 'i18n', 'messages');
  const write = (locale: string, catalogue: Record<string, string>) =>
    writeFileSync(join(messages(), `${locale}.json`), JSON.stringify(catalogue));
  const check = () => checkMessages({ root, catalogues: { front: src }, sameAsEnglish: { all: ['Abi'] } });

  // A complete front end: a plain key, a plural key and a key with a placeholder, all used.
  const english = {
    'page.title': 'Albums',
    'page.count': '{count, plural, one {{count} album} other {{count} albums}}',
    'page.hello': 'Hello {name}',
    brand: 'Abi',
  };
  /** A language's plural of `page.count`, with the given forms (its own by default). */
  const count = (locale: string, forms: readonly string[] = new Intl.PluralRules(locale).resolvedOptions().pluralCategories) =>
    `{count, plural, ${forms.map((form) => `${form} {{count} Alben-${locale}-${form}}`).join(' ')}}`;
  const translated = (locale: string): Record<string, string> => ({
    'page.title': `Alben-${locale}`,
    'page.count': count(locale),
    'page.hello': `Hallo-${locale} {name}`,
    brand: 'Abi',
  });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'abialbum-i18n-'));
    mkdirSync(messages(), { recursive: true });
    write('en', english);
    for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) write(locale, translated(locale));
    writeFileSync(
      join(root, src, 'page.tsx'),
      "export const Page = ({ t }: { t: (k: string, o?: object) => string }) => [t('page.title'), t('page.count', { count: 2 }), t('page.hello', { name: 'Ana' }), t('brand')];\n",
    );
    // Tests are no use of a key.
    writeFileSync(join(root, src, 'page.test.tsx'), "t('page.unused');\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes a complete front end (plural forms by language, brand names allowed)', () => {
    expect(check()).toEqual([]);
  });

  it('fails a key missing in a language, and a language without a catalogue', () => {
    const { 'page.hello': _dropped, ...de } = translated('de');
    write('de', de);
    rmSync(join(messages(), 'ko.json'));
    expect(check()).toEqual([
      'front front/src/i18n/messages/de.json: missing key page.hello',
      'front front/src/i18n/messages/ko.json: missing (every language needs a catalogue)',
    ]);
  });

  it('fails plural forms that are not the language’s own', () => {
    write('ru', { ...translated('ru'), 'page.count': count('ru', ['one', 'many', 'other']) });
    write('ja', { ...translated('ja'), 'page.count': '{count, plural, one {{count} アルバム} other {{count} アルバム}}' });
    expect(check()).toEqual([
      'front front/src/i18n/messages/ru.json: page.count has plural forms one, many, other where ru has one, few, many, other',
      'front front/src/i18n/messages/ja.json: page.count has plural forms one, other where ja has other',
    ]);
  });

  it('fails a translation that is plain where English is plural', () => {
    write('de', { ...translated('de'), 'page.count': '{count} Alben' });
    expect(check()).toEqual(['front front/src/i18n/messages/de.json: page.count is not plural on {count} where English is']);
  });

  it('fails a message that does not compile, in English or another language', () => {
    write('es', { ...translated('es'), 'page.hello': 'Hola {name' });
    write('en', { ...english, 'page.count': '{count, plural, one {{count} album} other {{count} albums}' });
    expect(check()).toEqual([
      'front front/src/i18n/messages/en.json: page.count is not a valid message (Unexpected message end at line 1 col 59)',
      'front front/src/i18n/messages/es.json: page.hello is not a valid message (Unexpected message end at line 1 col 11)',
    ]);
  });

  it('fails English left in another language, and a placeholder lost', () => {
    write('fr', { ...translated('fr'), 'page.title': 'Albums', 'page.hello': 'Bonjour' });
    expect(check()).toEqual([
      'front front/src/i18n/messages/fr.json: page.title is English ("Albums"): translate it, or list it in scripts/i18n/same-as-english.json',
      'front front/src/i18n/messages/fr.json: page.hello has "" where English has "{name}"',
    ]);
  });

  it('fails a key no code uses, and code that asks for a key the catalogue lacks', () => {
    write('en', { ...english, 'page.old': 'Old' });
    for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) write(locale, { ...translated(locale), 'page.old': `Alt-${locale}` });
    writeFileSync(join(root, src, 'other.tsx'), "export const x = (t: (k: string) => string) => t('page.typo');\n");
    expect(check()).toEqual([
      'front front/src/i18n/messages/en.json: page.old is used nowhere in front/src',
      'front/src/other.tsx: page.typo is not a key of front front/src/i18n/messages/en.json',
    ]);
  });

  it("counts a key named in web-kit's validation map as used, in every front end", () => {
    write('en', { ...english, 'validation.emailRequired': 'Email is required' });
    for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) write(locale, { ...translated(locale), 'validation.emailRequired': `E-Mail-${locale}` });
    expect(check()).toEqual(['front front/src/i18n/messages/en.json: validation.emailRequired is used nowhere in front/src']);
    mkdirSync(join(root, 'packages/web-kit/src/validation'), { recursive: true });
    writeFileSync(join(root, 'packages/web-kit/src/validation/keys.ts'), "export const keys = { 'Email is required': 'validation.emailRequired' };\n");
    expect(check()).toEqual([]);
  });

  it('checks a screen with a catalogue of its own inside a front end as that catalogue\'s code, not its parent\'s', () => {
    const inner = `${src}/features/start`;
    const innerMessages = join(root, inner, 'i18n', 'messages');
    mkdirSync(innerMessages, { recursive: true });
    writeFileSync(join(innerMessages, 'en.json'), JSON.stringify({ 'start.title': 'Welcome' }));
    for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) writeFileSync(join(innerMessages, `${locale}.json`), JSON.stringify({ 'start.title': `Willkommen-${locale}` }));
    writeFileSync(join(root, inner, 'start.tsx'), "export const Start = ({ t }: { t: (k: string) => string }) => t('start.title');\n");
    const both = () => checkMessages({ root, catalogues: { front: src, start: inner }, sameAsEnglish: { all: ['Abi'] } });
    expect(both()).toEqual([]);
    // Code of the inner screen asking for the outer catalogue's key is not the outer catalogue's use.
    writeFileSync(join(root, src, 'page.tsx'), "export const Page = ({ t }: { t: (k: string, o?: object) => string }) => [t('page.count', { count: 2 }), t('page.hello', { name: 'Ana' }), t('brand')];\n");
    writeFileSync(join(root, inner, 'title.tsx'), "export const title = (t: (k: string) => string) => t('page.title');\n");
    expect(both()).toEqual([
      'front front/src/i18n/messages/en.json: page.title is used nowhere in front/src',
      'front/src/features/start/title.tsx: page.title is not a key of start front/src/features/start/i18n/messages/en.json',
    ]);
  });
  it("keys the API codes' catalogue by the codes the services send, and fails a code no service sends", () => {
    const apiSrc = 'kit/src/errors/api';
    const apiMessages = join(root, apiSrc, 'i18n', 'messages');
    mkdirSync(apiMessages, { recursive: true });
    mkdirSync(join(root, 'svc-albums', 'src'), { recursive: true });
    writeFileSync(join(root, 'svc-albums', 'src', 'errors.ts'), "export const refused = () => new AppError(403, 'ALBUM_BLOCKED', 'This album is blocked');\n");
    const codes = (locale: string) => ({ ALBUM_BLOCKED: locale === 'en' ? 'This album is blocked' : `Bloqué-${locale}`, ALBUM_GONE: locale === 'en' ? 'Gone' : `Parti-${locale}` });
    for (const locale of LOCALE_CODES) writeFileSync(join(apiMessages, `${locale}.json`), JSON.stringify(codes(locale)));
    expect(checkMessages({ root, catalogues: { front: src, api: apiSrc }, sameAsEnglish: { all: ['Abi'] } })).toEqual([
      'api kit/src/errors/api/i18n/messages/en.json: ALBUM_GONE is an error code no service sends (svc-*/src, packages/service-kit/src, contracts/src)',
    ]);
  });
});
