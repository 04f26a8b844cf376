import { act, screen, waitFor, within } from '@testing-library/react';
import { chooseLocale } from '@abialbum/web-kit';
import Landing from '../../src/exposes/Landing';
import { forgetFeaturedAlbumConfig } from '../../src/features/landing/config/featured-album';
import { aSection, albums, content, envelope } from '../mock-content-client';
import type * as MockModule from '../mock-content-client';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-content-client').mockWebKit());

/** Names, not words of a language: the brand, the people panel's sample people and the album's section. */
const NAMES = new Set(['Lisboa', 'Abi', 'Social', 'Album', 'Maria', 'Gonzalez', 'Kenji', 'Tanaka', 'Amara', 'Okafor', 'Liam', 'Byrne', 'Priya', 'Sharma', 'Lucas', 'Oliveira']);

/** Every word the page shows or says: its text and its accessible names (aria-label, alt, title). */
function shownWords(): Set<string> {
  const labels = [...document.body.querySelectorAll('[aria-label], [alt], [title]')].flatMap((element) =>
    ['aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  const text = [document.body.textContent ?? '', ...labels].join(' ');
  return new Set(text.match(/\p{L}+/gu) ?? []);
}

const openLanding = async () => {
  const view = renderRoute(<Landing />, { path: '/abialbum/landing' });
  // The statistics and the featured collections have answered.
  const answered = { timeout: 5000 };
  await screen.findAllByRole('definition', {}, answered);
  await screen.findByText('Lisboa', {}, answered);
  await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0), answered);
  return view;
};

beforeEach(() => {
  forgetFeaturedAlbumConfig();
  window.__ABIALBUM_CONFIG__ = { featuredAlbumId: '14' };
  albums.listSections.mockResolvedValue(envelope({ sections: [aSection({ title: 'Lisboa', mediaCount: 3 })] }));
  content.publicStats.mockResolvedValue(envelope({ totalUsers: 42, totalAlbums: 7, totalAlbumOwners: 5, totalMedia: 1234, publicAlbums: 6 }));
});

afterEach(async () => {
  delete window.__ABIALBUM_CONFIG__;
  await act(() => chooseLocale('en'));
  localStorage.clear();
});

describe('Landing page in Japanese', () => {
  it('shows no English word of its English version once Japanese is chosen', async () => {
    const english = await openLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Abi Social Album' })).toBeInTheDocument();
    const englishWords = [...shownWords()].filter((word) => !NAMES.has(word));
    expect(englishWords.length).toBeGreaterThan(100);
    english.unmount();

    await act(async () => expect(await chooseLocale('ja')).toBe(true));
    await openLanding();

    expect(screen.getByRole('heading', { level: 1, name: 'Abi Social Album へようこそ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '無料で始める' })).toHaveAttribute('href', '/abialbum/signup');
    expect(within(screen.getByRole('region', { name: '注目のコレクション' })).getByText('3 件')).toBeInTheDocument();
    expect(screen.getByText('1,234+')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
    const japanese = shownWords();
    expect(englishWords.filter((word) => japanese.has(word))).toEqual([]);
  });
});
