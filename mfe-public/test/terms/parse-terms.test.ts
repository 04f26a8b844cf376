import { parseTerms } from '../../src/features/terms/utils/parse-terms';

describe('parseTerms', () => {
  it("makes 'N. UPPERCASE TITLE' lines headings, dash lines list items and the rest paragraphs", () => {
    const text = [
      'Welcome.',
      '',
      '1. ACCEPTANCE OF TERMS',
      'By using the service you agree.',
      '2. USER ACCOUNTS & AGE',
      '- At least 13 years old',
      '-Keep your password safe',
      'Between lists.',
      '  - Another list',
      '10. CHANGES TO TERMS',
    ].join('\r\n');
    expect(parseTerms(text)).toEqual([
      { kind: 'paragraph', text: 'Welcome.' },
      { kind: 'heading', text: '1. ACCEPTANCE OF TERMS' },
      { kind: 'paragraph', text: 'By using the service you agree.' },
      { kind: 'heading', text: '2. USER ACCOUNTS & AGE' },
      { kind: 'list', items: ['At least 13 years old', 'Keep your password safe'] },
      { kind: 'paragraph', text: 'Between lists.' },
      { kind: 'list', items: ['Another list'] },
      { kind: 'heading', text: '10. CHANGES TO TERMS' },
    ]);
  });

  it('keeps numbered lines with lower-case letters, or without a title, as paragraphs', () => {
    expect(parseTerms('1. Acceptance of terms\n2. 2024\n3.NO SPACE')).toEqual([
      { kind: 'paragraph', text: '1. Acceptance of terms' },
      { kind: 'paragraph', text: '2. 2024' },
      { kind: 'paragraph', text: '3.NO SPACE' },
    ]);
  });

  it('finds the headings of the built-in terms in other scripts: capitals in Cyrillic, any letter where there are no cases', () => {
    expect(parseTerms('1. ПРИНЯТИЕ УСЛОВИЙ\n2. Аккаунты пользователей\n3. 規約への同意\n4. 약관 동의\n5. 接受条款')).toEqual([
      { kind: 'heading', text: '1. ПРИНЯТИЕ УСЛОВИЙ' },
      { kind: 'paragraph', text: '2. Аккаунты пользователей' },
      { kind: 'heading', text: '3. 規約への同意' },
      { kind: 'heading', text: '4. 약관 동의' },
      { kind: 'heading', text: '5. 接受条款' },
    ]);
  });
});
