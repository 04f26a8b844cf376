import { act } from '@testing-library/react';
import { chooseLocale } from '@abialbum/web-kit';

/**
 * A front end's language test, after each test (`afterEach(backToEnglish)`): the page back in English and no choice
 * kept, as the next test expects (jest's set-up renders in English: jest-english.ts).
 */
export async function backToEnglish(): Promise<void> {
  await act(() => chooseLocale('en'));
  localStorage.clear();
}
