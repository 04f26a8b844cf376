import { screen } from '@testing-library/react';
import { renderApp, signInStored } from './support';

beforeEach(() => localStorage.clear());

describe('routes of SPEC section 2', () => {
  it.each([
    ['/', 'public/Landing', '/abialbum/landing'],
    ['/abialbum', 'public/Landing', '/abialbum/landing'],
    ['/abialbum/dashboard', 'public/Landing', '/abialbum/dashboard'],
    ['/abialbum/home', 'public/Explore', '/abialbum/home'],
    ['/abialbum/login', 'public/Login', '/abialbum/login'],
    ['/login?x=1', 'public/Login', '/abialbum/login?x=1'],
    ['/abialbum/signup', 'public/Signup', '/abialbum/signup'],
    ['/abialbum/about', 'public/About', '/abialbum/about'],
    ['/abialbum/terms', 'public/Terms', '/abialbum/terms'],
    ['/abialbum/friends', 'public/Friends', '/abialbum/friends'],
    ['/abialbum/contact', 'public/Contact', '/abialbum/contact'],
    ['/abialbum/top-albums', 'public/TopAlbums', '/abialbum/top-albums'],
    ['/abialbum/search?query=beach', 'public/Search', '/abialbum/search?query=beach'],
    ['/abialbum/album/7', 'public/AlbumDetail', '/abialbum/album/7'],
    ['/abialbum/albums/7', 'public/AlbumDetail', '/abialbum/albums/7'],
    ['/abialbum/profile/14', 'public/Profile', '/abialbum/profile/14'],
    ['/abialbum/shared-section/3', 'public/SharedSection', '/abialbum/shared-section/3'],
    ['/abialbum/user-uploads/u1', 'public/UserUploads', '/abialbum/user-uploads/u1'],
    ['/admin/login', 'admin/AdminLogin', '/admin/login'],
    ['/abialbum/admin/login', 'admin/AdminLogin', '/abialbum/admin/login'],
    ['/no/such/page', 'public/Landing', '/abialbum/landing'],
    ['/abialbum/no-such-page', 'public/Landing', '/abialbum/landing'],
  ])('%s shows %s', async (path, screenId, finalPath) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: screenId })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(finalPath);
  });

  it.each([
    ['/abialbum/albums', 'owner/AlbumManager'],
    ['/abialbum/owner', 'owner/AlbumManager'],
    ['/abialbum/joined-albums', 'owner/JoinedAlbums'],
    ['/abialbum/followers', 'owner/Followers'],
    ['/abialbum/notifications', 'owner/Notifications'],
  ])('%s shows %s to a signed-in user', async (path, screenId) => {
    signInStored();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: screenId })).toBeInTheDocument();
  });
});

describe('guards', () => {
  it.each(['/abialbum/owner', '/abialbum/albums', '/abialbum/joined-albums', '/abialbum/notifications'])(
    'sends a signed-out visitor of %s to login, keeping the origin',
    async (path) => {
      renderApp(`${path}?tab=media`);
      expect(await screen.findByRole('heading', { name: 'public/Login' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/login');
      expect(screen.getByTestId('from')).toHaveTextContent(`${path}?tab=media`);
    },
  );

  it('sends the admin dashboard to the admin login without an admin session', async () => {
    signInStored();
    renderApp('/abialbum/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'admin/AdminLogin' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/admin/login');
  });

  it('opens the admin dashboard with an admin session', async () => {
    localStorage.setItem('adminSession', JSON.stringify({ token: 'adm', email: 'admin@abialbum.test', role: 'admin' }));
    renderApp('/abialbum/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'admin/AdminDashboard' })).toBeInTheDocument();
  });
});
