import { i18n, loadTexts } from './i18n';
import { registerMessages } from './load-messages';

beforeAll(() => {
  i18n.addTexts('en', 'test-values', {
    profileImage: "View {name}'s profile image",
    items: '{count, plural, one {# item} other {# items}}',
  });
});

describe('the texts', () => {
  it('show a value as written, backslash sequences included (no \\x41 turned into A)', () => {
    expect(i18n.t('profileImage', { ns: 'test-values', name: 'C:\\x41 \\u0041 \\' })).toBe("View C:\\x41 \\u0041 \\'s profile image");
    expect(i18n.t('items', { ns: 'test-values', count: 1234 })).toBe('1,234 items');
  });

  it('know the keys of a namespace in the page\'s language before any text of it was shown', async () => {
    registerMessages('test-unshown', async () => ({ default: { hello: 'Hello' } }));
    expect(await loadTexts('en', 'test-unshown')).toBe(true);
    expect(i18n.exists('hello', { ns: 'test-unshown' })).toBe(true);
    expect(i18n.exists('goodbye', { ns: 'test-unshown' })).toBe(false);
    expect(i18n.exists('hello', { ns: 'test-nothing' })).toBe(false);
  });

  it('answer a key the catalogue lacks with the key', () => {
    expect(i18n.t('missing.key', { ns: 'test-values' })).toBe('missing.key');
  });
});
