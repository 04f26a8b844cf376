import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@abialbum/web-kit';
import Search from '../../src/exposes/Search';
import { aSearchResult, albums, envelope, toast } from '../mock-albums-client';
import type * as MockModule from '../mock-albums-client';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-albums-client').mockWebKit());

const openSearch = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/abialbum/search${search}`]}>
      <Routes>
        <Route path="/abialbum/search" element={<Search />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => jest.clearAllMocks());

describe('search results page', () => {
  it('asks for a query when there is none, without searching', () => {
    openSearch('?query=%20%20');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
    expect(screen.getByText('Enter a search query to get started')).toBeInTheDocument();
    expect(albums.search).not.toHaveBeenCalled();
  });

  it('shows a loading state, then a count and cards that open each album', async () => {
    let answer: (value: unknown) => void = () => undefined;
    albums.search.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    openSearch('?query=lisbon');
    expect(screen.getByText('Searching albums...')).toBeInTheDocument();
    expect(albums.search).toHaveBeenCalledWith('lisbon', expect.anything());

    answer(envelope({ albums: [aSearchResult(), aSearchResult({ id: 'a2', title: 'Lisbon Nights', owner: { id: 'u2', name: '', profileImage: null, city: null, country: null } })] }));
    expect(await screen.findByText('2 albums found for "lisbon"')).toBeInTheDocument();
    const cards = screen.getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/abialbum/albums/a1', '/abialbum/albums/a2']);
    expect(within(cards[0]!).getByRole('heading', { name: 'Summer in Lisbon' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('by Ana Silva · Lisbon, Portugal');
    expect(cards[0]).toHaveTextContent('12 media items · 40 followers · 300 views');
    expect(cards[1]).toHaveTextContent('by Unknown');
  });

  it("says 'No results found' when nothing matches", async () => {
    albums.search.mockResolvedValue(envelope({ albums: [] }));
    openSearch('?query=zzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to fetch search results' when the search fails", async () => {
    albums.search.mockRejectedValue(new ApiError({ status: 500, message: 'boom' }));
    openSearch('?query=lisbon');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch search results');
  });
});
