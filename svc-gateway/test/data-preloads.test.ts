import { dataPreloadsOf } from '../src/previews/data-preloads';
import { renderPreviewPage } from '../src/previews/preview-page';

const ID = '6b0ab39f557619dc6e4c1b2e';
const shell = '<html><head><title>Abi Social Album</title></head><body></body></html>';
const preview = { title: 'Summer', description: 'Lisbon', image: null };

describe('data preloads of a public page', () => {
  it('a public album profile page preloads its profile and shared sections, with the credentials mode of the API client', () => {
    const html = renderPreviewPage(shell, preview, `https://x/abialbum/profile/${ID}`, 'https://x', dataPreloadsOf(`/abialbum/profile/${ID}`));
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/abialbum/userprofile/album/${ID}">`);
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/abialbum/userprofile/shared-album/${ID}">`);
  });

  it('other pages preload no data', () => {
    for (const path of [`/abialbum/albums/${ID}`, `/abialbum/shared-section/${ID}`, '/abialbum/landing', '/abialbum/profile/not-an-id']) {
      expect(dataPreloadsOf(path)).toEqual([]);
    }
    expect(renderPreviewPage(shell, preview, 'https://x/p', 'https://x')).not.toContain('rel="preload"');
  });
});
