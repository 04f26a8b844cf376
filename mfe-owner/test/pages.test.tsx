import { render, screen } from '@testing-library/react';
import AlbumManager from '../src/exposes/AlbumManager';
import Followers from '../src/exposes/Followers';
import JoinedAlbums from '../src/exposes/JoinedAlbums';

describe('owner screens', () => {
  it.each([
    [AlbumManager, 'My Albums'],
    [JoinedAlbums, 'My Joined Albums'],
    [Followers, 'Your Followers'],
  ])('%o is titled %s', (Screen, title) => {
    render(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
