import { screen, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import JoinedAlbums from '../../src/exposes/JoinedAlbums';
import { aJoinedAlbum } from '../builders';
import { envelope, join, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const openPage = () => renderRoute(<JoinedAlbums />, '/abialbum/joined-albums');

beforeEach(() => jest.clearAllMocks());

describe('joined albums', () => {
  it("lists the albums with the owner's picture, title, 'by {owner}', place and figures", async () => {
    join.joinedAlbums.mockResolvedValue(
      envelope({
        joinedAlbums: [
          {
            approvedAlbums: [
              aJoinedAlbum(),
              aJoinedAlbum({ id: 'ja2', title: 'Porto Nights', owner: { id: 'u8', name: 'Rui', profileImage: '/api/v1/files/rui.webp', city: null, country: 'Portugal' }, _count: { media: 1, sections: 0, highlights: 0, members: 1 }, views: 1, followers: 1 }),
            ],
          },
        ],
      }),
    );
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Joined Albums' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Joined albums' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/abialbum/albums/ja1');
    expect(first).toHaveTextContent('Summer in Lisbon');
    expect(first).toHaveTextContent('by Ana Silva');
    expect(first).toHaveTextContent('Lisbon, Portugal');
    expect(first).toHaveTextContent('12 items300 views40 followers');
    expect(first!.querySelector('img')).toBeNull();
    expect(second!.querySelector('img')).toHaveAttribute('src', '/api/v1/files/rui.webp');
    expect(second).toHaveTextContent('1 item1 view1 follower');
  });

  it('opens an album on click', async () => {
    join.joinedAlbums.mockResolvedValue(envelope({ joinedAlbums: [{ approvedAlbums: [aJoinedAlbum()] }] }));
    const { user } = openPage();
    await user.click(await screen.findByRole('link', { name: /Summer in Lisbon/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/albums/ja1');
  });

  it("shows an empty state with 'Browse Albums' to the dashboard", async () => {
    join.joinedAlbums.mockResolvedValue(envelope({ joinedAlbums: [] }));
    openPage();
    expect(await screen.findByRole('heading', { name: 'No joined albums yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Albums' })).toHaveAttribute('href', '/abialbum/dashboard');
  });

  it("toasts 'Failed to fetch joined albums' and offers 'Try again' instead of the empty state", async () => {
    join.joinedAlbums.mockRejectedValueOnce(new ApiError({ status: 500, message: 'boom' }));
    const { user } = openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your joined albums could not be loaded.');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch joined albums');
    expect(screen.queryByRole('heading', { name: 'No joined albums yet' })).toBeNull();
    join.joinedAlbums.mockResolvedValue(envelope({ joinedAlbums: [{ approvedAlbums: [aJoinedAlbum()] }] }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Summer in Lisbon/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
