import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import Profile from '../../src/exposes/Profile';
import type * as MockModule from './mock-album-pages';
import { aProfileResult, albums, downloads, envelope, join, renderAt, resetAlbumPages, session, signInAs, standing, toast } from './mock-album-pages';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('./mock-album-pages').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('./mock-album-pages').mockClients());

const openProfile = () => renderAt(<Profile />, { pattern: '/abialbum/profile/:albumId', url: '/abialbum/profile/a1' });

const follower = (n: number) => ({ id: `f${n}`, name: `Friend ${n}`, profileImage: null, city: 'Porto', state: null, country: 'Portugal' });
const followersPage = (page: number, totalPages: number, count = 12) => ({
  users: Array.from({ length: count }, (_, i) => follower((page - 1) * 12 + i + 1)),
  pagination: { currentPage: page, totalPages, hasPreviousPage: page > 1, hasNextPage: page < totalPages, totalItems: 20 },
});

beforeEach(() => {
  resetAlbumPages();
  albums.sharedAlbum.mockResolvedValue(envelope({ sharedAlbum: [] }));
  albums.albumProfile.mockResolvedValue(envelope(aProfileResult({ followers: 40 })));
});

describe('downloading the album (issue 14)', () => {
  it('asks for a download link and opens it, saying it is preparing meanwhile', async () => {
    let answer: (value: unknown) => void = () => undefined;
    downloads.downloadLink.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Download album' }));
    expect(screen.getByRole('button', { name: 'Preparing download...' })).toBeDisabled();
    answer(envelope({ url: '/api/v1/abialbum/albums/a1/media/download?expires=1&signature=s' }));
    expect(await screen.findByRole('button', { name: 'Download album' })).toBeEnabled();
    expect(downloads.downloadLink).toHaveBeenCalledWith('a1', undefined);
    expect(downloads.startDownload).toHaveBeenCalledWith('/api/v1/abialbum/albums/a1/media/download?expires=1&signature=s');
  });

  it('says why when the link is refused', async () => {
    downloads.downloadLink.mockRejectedValue(new ApiError({ status: 403, message: 'This album is private' }));
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Download album' }));
    expect(toast.error).toHaveBeenCalledWith('Access denied. You do not have permission to perform this action.');
    expect(downloads.startDownload).not.toHaveBeenCalled();
  });

  it("offers no download to visitors once the owner switched downloads off, and still to the owner", async () => {
    albums.albumProfile.mockResolvedValue(envelope(aProfileResult({ allowDownloads: false })));
    const { unmount } = openProfile();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download album' })).toBeNull();
    unmount();
    signInAs('owner-1');
    openProfile();
    expect(await screen.findByRole('button', { name: 'Download album' })).toBeInTheDocument();
  });

  it('offers the download to an approved member once the owner switched downloads off, not to a signed-in stranger', async () => {
    albums.albumProfile.mockResolvedValue(envelope(aProfileResult({ allowDownloads: false })));
    signInAs('member-1');
    join.uploadPermission.mockResolvedValue(standing(true));
    const { unmount } = openProfile();
    expect(await screen.findByRole('button', { name: 'Download album' })).toBeInTheDocument();
    expect(join.uploadPermission).toHaveBeenCalledWith('a1');
    expect(await screen.findByRole('region', { name: 'Album owner' })).toBeInTheDocument();
    unmount();

    signInAs('stranger-1');
    join.uploadPermission.mockResolvedValue(standing(false));
    openProfile();
    expect(await screen.findByRole('button', { name: 'Request to Join' })).toBeInTheDocument();
    await waitFor(() => expect(join.uploadPermission).toHaveBeenCalledTimes(4));
    expect(screen.queryByRole('button', { name: 'Download album' })).toBeNull();
  });

  it('offers nothing to download for an album without media', async () => {
    albums.albumProfile.mockResolvedValue(envelope(aProfileResult({ _count: { media: 0, sections: 2, highlights: 3, members: 7 } })));
    openProfile();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download album' })).toBeNull();
  });
});

describe('profile actions: visitor', () => {
  it('waits for the session before offering Follow or Request to Join (the viewer may be the owner or a member)', async () => {
    session.status = 'loading';
    openProfile();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeDisabled();
    expect(screen.getByText('Checking membership...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request to Join' })).toBeNull();
  });

  it('sends a signed-out visitor who clicks Follow to login, keeping the profile as the way back', async () => {
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/abialbum/login');
    expect(JSON.parse(location.dataset.state!)).toEqual({ from: { pathname: '/abialbum/profile/a1', search: '', hash: '' } });
    expect(albums.followStatus).not.toHaveBeenCalled();
    expect(albums.follow).not.toHaveBeenCalled();
  });

  it('asks a signed-in visitor’s follow status, then unfollows and follows again with the new count', async () => {
    signInAs('visitor-1');
    albums.followStatus.mockResolvedValue(envelope({ isFollowing: true }));
    albums.unfollow.mockResolvedValue(envelope({ isFollowing: false, followers: 39 }));
    albums.follow.mockResolvedValue(envelope({ isFollowing: true, followers: 40 }));
    const { user } = openProfile();
    const friends = await screen.findByRole('region', { name: 'Friends' });
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));
    expect(albums.unfollow).toHaveBeenCalledWith('a1');
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(within(friends).getByText('39 followers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(albums.follow).toHaveBeenCalledWith('a1');
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(within(friends).getByText('40 followers')).toBeInTheDocument();
  });

  it('shows the server’s message when following fails', async () => {
    signInAs('visitor-1');
    albums.followStatus.mockResolvedValue(envelope({ isFollowing: false }));
    const refusal = new ApiError({ status: 400, code: 'CANNOT_FOLLOW_OWN_ALBUM', message: 'You cannot follow your own album' });
    albums.follow.mockRejectedValue(refusal);
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(toast.error).toHaveBeenCalledWith(refusal);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
  });

  it.each([
    ['a signed-out visitor', false],
    ['a signed-in visitor', true],
  ])('shows %s the follower count, the friends link and the followers list with links to their uploads', async (_who, signedIn) => {
    if (signedIn) {
      signInAs('visitor-1');
      albums.followStatus.mockResolvedValue(envelope({ isFollowing: false }));
    }
    albums.followers.mockResolvedValue(envelope(followersPage(1, 1, 3)));
    openProfile();
    const friends = await screen.findByRole('region', { name: 'Friends' });
    expect(within(friends).getByText('40 followers')).toBeInTheDocument();
    expect(within(friends).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/abialbum/friends');
    expect(await within(friends).findByRole('link', { name: /Friend 3\b/ })).toHaveAttribute('href', '/abialbum/user-uploads/f3');
    expect(albums.followers).toHaveBeenCalledWith('a1', 1);
    expect(screen.queryByRole('link', { name: 'Manage Album' })).toBeNull();
  });
});

describe('profile actions: owner', () => {
  beforeEach(() => signInAs('owner-1'));

  it("offers 'Manage Album' instead of Follow and never asks the follow status", async () => {
    albums.followers.mockResolvedValue(envelope(followersPage(1, 1, 0)));
    openProfile();
    expect(await screen.findByRole('link', { name: 'Manage Album' })).toHaveAttribute('href', '/abialbum/albums');
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(albums.followStatus).not.toHaveBeenCalled();
    expect(await screen.findByText('No followers yet')).toBeInTheDocument();
  });

  it('lists followers 12 a page, each linking to their uploads, with Next and Previous', async () => {
    albums.followers.mockImplementation((_id: string, page: number) => Promise.resolve(envelope(followersPage(page, 2, page === 1 ? 12 : 8))));
    const { user } = openProfile();
    const friends = await screen.findByRole('region', { name: 'Friends' });
    expect(await within(friends).findByRole('link', { name: /Friend 1\b/ })).toHaveAttribute('href', '/abialbum/user-uploads/f1');
    expect(within(friends).getAllByRole('link', { name: /^Friend/ })).toHaveLength(12);
    expect(albums.followers).toHaveBeenCalledWith('a1', 1);
    expect(within(friends).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(friends).getByRole('button', { name: 'Next' }));
    expect(await within(friends).findByRole('link', { name: /Friend 13\b/ })).toHaveAttribute('href', '/abialbum/user-uploads/f13');
    expect(within(friends).getAllByRole('link', { name: /^Friend/ })).toHaveLength(8);
    expect(albums.followers).toHaveBeenLastCalledWith('a1', 2);
  });

  it('falls back to the follower count when the followers cannot be listed', async () => {
    albums.followers.mockRejectedValue(new ApiError({ status: 403, message: 'Forbidden' }));
    openProfile();
    const friends = await screen.findByRole('region', { name: 'Friends' });
    expect(within(friends).getByText('40 followers')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Manage Album' });
    expect(within(friends).queryByRole('status')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
