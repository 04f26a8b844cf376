import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { ApiError } from '@abialbum/web-kit';
import { SearchBox } from '../src/layout/search-box';

const search = jest.fn();
jest.mock('@abialbum/web-kit', () => ({
  ...jest.requireActual('@abialbum/web-kit'),
  albumsClient: { search: (...args: unknown[]) => search(...args) },
}));

function anAlbum(overrides: Partial<AlbumSearchResult> = {}): AlbumSearchResult {
  return {
    id: 'a1',
    title: 'Summer in Lisbon',
    description: '',
    owner: { id: 'u1', name: 'Ana Silva', profileImage: null, city: 'Lisbon', country: 'Portugal' },
    mediaCount: 12,
    followers: 340,
    views: 10,
    coverImage: null,
    ...overrides,
  };
}

const found = (albums: AlbumSearchResult[]) => ({ success: true, data: { albums }, message: '' });

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderBox() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <MemoryRouter initialEntries={['/abialbum/landing']}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, box: screen.getByRole('combobox', { name: 'Search albums' }) };
}

const settle = () => act(async () => void jest.advanceTimersByTime(300));

beforeEach(() => {
  jest.useFakeTimers();
  search.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('search box', () => {
  it('asks once, 300 ms after the last keystroke, for at most 5 albums', async () => {
    search.mockResolvedValue(found([anAlbum()]));
    const { user, box } = renderBox();
    await user.type(box, 'lis');
    act(() => void jest.advanceTimersByTime(299));
    expect(search).not.toHaveBeenCalled();
    await settle();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('lis', expect.objectContaining({ limit: 5 }));
  });

  it('suggests albums with owner, place and counts, and a View all results button', async () => {
    search.mockResolvedValue(
      found([anAlbum(), anAlbum({ id: 'a2', title: 'Lisbon Nights', owner: { id: 'u2', name: '', profileImage: null, city: null, country: null }, mediaCount: 1, followers: 1 })]),
    );
    const { user, box } = renderBox();
    await user.type(box, 'lisbon');
    await settle();

    const list = await screen.findByRole('listbox', { name: 'Suggested Albums' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Summer in LisbonAna Silva · Lisbon, Portugal12 media items · 340 followers',
      'Lisbon NightsUnknown1 media item · 1 follower',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'View all results' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/search?query=lisbon');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("says 'No albums found' when nothing matches", async () => {
    search.mockResolvedValue(found([]));
    const { user, box } = renderBox();
    await user.type(box, 'zzz');
    await settle();
    expect(await screen.findByText('No albums found')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('silently shows nothing when the search fails', async () => {
    search.mockRejectedValue(new ApiError({ status: 500, message: 'boom' }));
    const { user, box } = renderBox();
    await user.type(box, 'lisbon');
    await settle();
    expect(search).toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText('No albums found')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('does nothing for blank text, on typing or on submit', async () => {
    const { user, box } = renderBox();
    await user.type(box, '   {Enter}');
    await settle();
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/landing');
  });

  it('moves through suggestions with the arrows and opens the highlighted album with Enter', async () => {
    search.mockResolvedValue(found([anAlbum(), anAlbum({ id: 'a2', title: 'Lisbon Nights' }), anAlbum({ id: 'a3', title: 'Lisbon Food' })]));
    const { user, box } = renderBox();
    await user.type(box, 'lisbon');
    await settle();
    await screen.findByRole('listbox', { name: 'Suggested Albums' });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Lisbon Nights/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /Lisbon Food/ })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/albums/a3');
  });

  it('closes the suggestions with Escape, and Enter without a highlight goes to the search page', async () => {
    search.mockResolvedValue(found([anAlbum()]));
    const { user, box } = renderBox();
    await user.type(box, 'lisbon');
    await settle();
    expect(await screen.findByRole('listbox')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('lisbon');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/search?query=lisbon');
  });

  it('opens an album when its suggestion is clicked', async () => {
    search.mockResolvedValue(found([anAlbum()]));
    const { user, box } = renderBox();
    await user.type(box, 'lisbon');
    await settle();
    await user.click(await screen.findByRole('option', { name: /Summer in Lisbon/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/albums/a1');
  });
});
