import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Album } from '@abialbum/contracts';
import { ApiError } from '@abialbum/web-kit';
import Friends from '../../src/exposes/Friends';

const mockFollowedAlbums = jest.fn();
const mockSession = { status: 'signedIn', user: { id: 'u9', name: 'Demo', email: 'demo@abialbum.test' } };

jest.mock('@abialbum/web-kit', () => ({
  ...jest.requireActual('@abialbum/web-kit'),
  albumsClient: { followedAlbums: (...args: unknown[]) => mockFollowedAlbums(...args) },
  useSession: () => mockSession,
}));

function anAlbum(overrides: Partial<Album> = {}): Album {
  return {
    id: 'a1',
    title: 'Summer in Lisbon',
    description: 'Beach days and custard tarts',
    isPublic: true,
    allowDownloads: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    views: 300,
    followers: 41,
    owner: { id: 'u1', name: 'Ana Silva', profileImage: null, city: 'Lisbon', country: 'Portugal' },
    _count: { media: 12, sections: 2, highlights: 0, members: 1 },
    coverImage: null,
    ...overrides,
  };
}

const followed = (albums: Album[]) => ({ success: true, data: { albums }, message: '' });

function Elsewhere() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="from">{from ? `${from.pathname}${from.search}` : 'none'}</p>
    </>
  );
}

function openFriends(path = '/abialbum/friends') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/abialbum/friends" element={<Friends />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  mockFollowedAlbums.mockReset();
  mockSession.status = 'signedIn';
});

describe('Friends page (/abialbum/friends)', () => {
  it('shows the albums I follow as cards that open their public profile', async () => {
    mockFollowedAlbums.mockResolvedValue(followed([anAlbum(), anAlbum({ id: 'a2', title: 'Alpine Winter', followers: 1 })]));
    openFriends();

    expect(screen.getByRole('heading', { level: 1, name: 'Friends' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/abialbum/profile/a1', '/abialbum/profile/a2']);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Summer in Lisbon' })).toBeInTheDocument();
    for (const text of ['Beach days and custard tarts', /by Ana Silva · Lisbon, Portugal/, /12 media items · 41 followers/]) {
      expect(first.getByText(text)).toBeInTheDocument();
    }
    expect(within(cards[1]!).getByText(/1 follower$/)).toBeInTheDocument();
    expect(mockFollowedAlbums).toHaveBeenCalledTimes(1);
  });

  it('shows a loading state while the albums are on their way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockFollowedAlbums.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    openFriends();

    expect(screen.getByRole('status')).toHaveTextContent('Loading albums...');
    answer(followed([anAlbum()]));
    expect(await screen.findByRole('heading', { name: 'Summer in Lisbon' })).toBeInTheDocument();
    expect(screen.queryByText('Loading albums...')).toBeNull();
  });

  it('says so when I follow no album, with a way to find some', async () => {
    mockFollowedAlbums.mockResolvedValue(followed([]));
    openFriends();

    expect(await screen.findByText('You are not following any albums yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover Top Albums' })).toHaveAttribute('href', '/abialbum/top-albums');
  });

  it("says 'Failed to fetch albums' when the call fails, and can try again", async () => {
    mockFollowedAlbums.mockRejectedValueOnce(new ApiError({ status: 503, message: '' }));
    mockFollowedAlbums.mockResolvedValueOnce(followed([anAlbum()]));
    const user = openFriends();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch albums');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Summer in Lisbon' })).toBeInTheDocument();
  });

  it('shows 12 albums a page', async () => {
    const many = Array.from({ length: 14 }, (_, i) => anAlbum({ id: `a${i + 1}`, title: `Album ${i + 1}` }));
    mockFollowedAlbums.mockResolvedValue(followed(many));
    const user = openFriends();

    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Album 13'),
      expect.stringContaining('Album 14'),
    ]);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in and brings them back here afterwards', async () => {
    mockSession.status = 'signedOut';
    const user = openFriends('/abialbum/friends?tab=all');

    expect(screen.getByText(/Sign in to see the albums you follow/)).toBeInTheDocument();
    expect(mockFollowedAlbums).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Login' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/login');
    expect(screen.getByTestId('from')).toHaveTextContent('/abialbum/friends?tab=all');
  });
});
