import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import Followers from '../../src/exposes/Followers';
import { aFollower, aPage, anAlbum } from '../builders';
import { albums, envelope, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const openFollowers = () => renderRoute(<Followers />, '/abialbum/followers');

beforeEach(() => {
  jest.clearAllMocks();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
});

describe('Your Followers', () => {
  it("says 'Loading followers...' and then shows each follower with name, place and picture or initial", async () => {
    albums.followers.mockResolvedValue(
      envelope({
        users: [aFollower(), aFollower({ id: 'f2', name: 'bruno', profileImage: '/api/v1/files/b.jpg', city: null, state: 'Goa', country: 'India' })],
        pagination: aPage(1, 1, 2),
      }),
    );
    openFollowers();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Followers' })).toBeInTheDocument();
    expect(screen.getByText('Loading followers...')).toBeInTheDocument();

    const cards = await screen.findAllByRole('link');
    expect(cards[0]).toHaveAttribute('href', '/abialbum/user-uploads/f1');
    expect(cards[0]).toHaveTextContent('AAna SilvaLisbon, Portugal');
    expect(within(cards[1]!).getByRole('img', { name: 'bruno' })).toHaveAttribute('src', '/api/v1/files/b.jpg');
    expect(cards[1]).toHaveTextContent('Goa, India');
    expect(albums.followers).toHaveBeenCalledWith('al1', 1);
  });

  it("pages with Previous and Next and says 'Page X of Y'", async () => {
    albums.followers.mockResolvedValue(envelope({ users: [aFollower()], pagination: aPage(1, 3) }));
    const { user } = openFollowers();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    albums.followers.mockResolvedValue(envelope({ users: [aFollower({ id: 'f13', name: 'Carla' })], pagination: aPage(2, 3) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Carla')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(albums.followers).toHaveBeenLastCalledWith('al1', 2);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it("says 'No followers yet' when nobody follows the album", async () => {
    albums.followers.mockResolvedValue(envelope({ users: [], pagination: aPage(1, 1, 0) }));
    openFollowers();
    expect(await screen.findByText('No followers yet')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of/)).toBeNull();
  });

  it("toasts 'Failed to fetch followers' when they cannot be read", async () => {
    albums.followers.mockRejectedValue(new ApiError({ status: 500, message: 'boom' }));
    openFollowers();
    expect(await screen.findByText('No followers yet')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch followers');
  });

  it('sends a user without an album to create one first', async () => {
    albums.myAlbums.mockResolvedValue(envelope({ albums: [] }));
    openFollowers();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/abialbum'));
    expect(toast.error).toHaveBeenCalledWith('No albums found. Create an album first.');
    expect(albums.followers).not.toHaveBeenCalled();
  });
});
