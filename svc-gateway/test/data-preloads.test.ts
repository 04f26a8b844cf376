import { dataPreloadsOf, firstScreenOf } from '../src/previews/data-preloads';
import { renderPreviewPage, withPreloads } from '../src/previews/preview-page';

const ID = '6b0ab39f557619dc6e4c1b2e';
const shell = '<html><head><title>Abi Social Album</title></head><body></body></html>';
const preview = { title: 'Summer', description: 'Lisbon', image: null };

describe('data preloads of a public page', () => {
  it('a public album profile page preloads its profile and shared sections, with the credentials mode of the API client', () => {
    const html = renderPreviewPage(shell, preview, `https://x/abialbum/profile/${ID}`, 'https://x', dataPreloadsOf(`/abialbum/profile/${ID}`));
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/abialbum/userprofile/album/${ID}">`);
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/abialbum/userprofile/shared-album/${ID}">`);
  });

  it('the landing page preloads the statistics and the configured featured album\'s sections, as its API client asks for them', () => {
    for (const path of ['/abialbum/landing', '/abialbum/dashboard', '/abialbum', '/abialbum/']) {
      expect(dataPreloadsOf(path, { featuredAlbumId: ID })).toEqual(['/api/v1/abialbum/stats', `/api/v1/abialbum/albums/${ID}/sections`]);
    }
    expect(dataPreloadsOf('/abialbum/landing', { featuredAlbumId: null })).toEqual(['/api/v1/abialbum/stats']);
    expect(dataPreloadsOf('/abialbum/landing', { featuredAlbumId: 'a/b?c' })).toEqual(['/api/v1/abialbum/stats', '/api/v1/abialbum/albums/a%2Fb%3Fc/sections']);
  });

  it('Explore preloads the most followed albums', () => {
    expect(dataPreloadsOf('/abialbum/home')).toEqual(['/api/v1/abialbum/userprofile/most-followed-albums']);
  });

  it('a plain page gets the links at the end of its head, escaped', () => {
    const html = withPreloads(shell, ['/api/v1/a?x="><script>']);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/a?x=&quot;&gt;&lt;script&gt;"></head>');
    expect(withPreloads(shell, [])).toBe(shell);
  });

  it('the first pages name the screen whose files they preload, as the shell names it; other pages none', () => {
    expect(firstScreenOf('/abialbum/home')).toBe('public/Explore');
    expect(firstScreenOf('/abialbum/landing')).toBe('public/Landing');
    expect(firstScreenOf('/abialbum')).toBe('public/Landing');
    expect(firstScreenOf(`/abialbum/profile/${ID}`)).toBe('public/Profile');
    for (const path of ['/abialbum/login', `/abialbum/albums/${ID}`, '/abialbum/profile/not-an-id']) expect(firstScreenOf(path)).toBeNull();
    const html = withPreloads(shell, [], null, ['/mf/public/a.css', '/mf/public/b.js?"><x']);
    expect(html).toContain('<link rel="preload" as="style" href="/mf/public/a.css"><link rel="preload" as="script" href="/mf/public/b.js?&quot;&gt;&lt;x"></head>');
  });

  it('other pages preload no data', () => {
    for (const path of [`/abialbum/albums/${ID}`, `/abialbum/shared-section/${ID}`, '/abialbum/login', '/abialbum/landing/x', '/abialbum/profile/not-an-id']) {
      expect(dataPreloadsOf(path)).toEqual([]);
    }
    expect(renderPreviewPage(shell, preview, 'https://x/p', 'https://x')).not.toContain('rel="preload"');
  });
});
