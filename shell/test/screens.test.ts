import { screenOf } from '../src/app/screens';

describe('the first screen of a page load (its remote is fetched early)', () => {
  it.each([
    ['/', 'public/Landing'],
    ['/abialbum', 'public/Landing'],
    ['/abialbum/landing', 'public/Landing'],
    ['/abialbum/home', 'public/Explore'],
    ['/abialbum/profile/6b02906384a6c288fe0df39f', 'public/Profile'],
    ['/abialbum/albums/7', 'public/AlbumDetail'],
    ['/abialbum/albums', 'owner/AlbumManager'],
    ['/abialbum/shared-section/3/', 'public/SharedSection'],
    ['/abialbum/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345', 'public/ShareLink'],
  ])('%s is %s', (path, id) => {
    expect(screenOf(path)).toBe(id);
  });

  it.each(['/abialbum/explore-world', '/abialbum/admin/login', '/admin/login', '/abialbum/profile', '/abialbum/no-such-page', '/elsewhere'])(
    '%s has none',
    (path) => {
      expect(screenOf(path)).toBeNull();
    },
  );
});
