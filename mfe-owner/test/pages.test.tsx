import { render, screen } from '@testing-library/react';
import JoinedAlbums from '../src/exposes/JoinedAlbums';

describe('owner screens', () => {
  it('has the joined albums screen titled My Joined Albums', () => {
    render(<JoinedAlbums />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Joined Albums' })).toBeInTheDocument();
  });
});
