import { screen } from '@testing-library/react';
import About from '../src/exposes/About';
import Landing from '../src/exposes/Landing';
import Terms from '../src/exposes/Terms';
import { renderRoute } from './render-route';

describe('public screens', () => {
  it('greets visitors on the landing page and offers Explore and Get Started Free', () => {
    renderRoute(<Landing />, { path: '/abialbum/landing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Abi Social Album' })).toBeInTheDocument();
    expect(screen.getByText('Keep the memories forever')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/abialbum/home');
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/abialbum/signup');
  });

  it.each([
    [About, 'About'],
    [Terms, 'Terms and Conditions'],
  ])('shows the title of %o', (Screen, title) => {
    renderRoute(<Screen />, { path: '/abialbum/page' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
