import { escapeHtml } from '../src/previews/escape-html';
import { absoluteImage, clip, renderPreviewPage } from '../src/previews/preview-page';

describe('escapeHtml', () => {
  it.each([
    ['plain text', 'plain text'],
    ['a & b', 'a &amp; b'],
    ['<script>', '&lt;script&gt;'],
    [`"'`, '&quot;&#39;'],
    ['&amp;', '&amp;amp;'],
    ['"><script>alert(1)</script>', '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['café · 日本 😀', 'café · 日本 😀'],
    ['', ''],
  ])('escapes %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('preview page helpers', () => {
  it('clips on characters, never inside an emoji, and flattens whitespace', () => {
    expect(clip('  two\n\nlines  ', 20)).toBe('two lines');
    expect(clip('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
  });

  it('makes this host\'s paths absolute and keeps only http(s) elsewhere', () => {
    expect(absoluteImage('/api/v1/files/a.webp', 'https://x.example')).toBe('https://x.example/api/v1/files/a.webp');
    expect(absoluteImage('//evil.example/a.png', 'https://x.example')).toBeNull();
    expect(absoluteImage('data:image/png;base64,AAAA', 'https://x.example')).toBeNull();
    expect(absoluteImage('HTTPS://cdn.example/a.png', 'https://x.example')).toBe('HTTPS://cdn.example/a.png');
    expect(absoluteImage(null, 'https://x.example')).toBeNull();
  });

  it('adds a title and description to a page that has neither', () => {
    const html = renderPreviewPage('<html><head></head><body></body></html>', { title: 'T', description: 'D', image: null }, 'https://x/p', 'https://x');
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<meta name="description" content="D">');
    expect(html).toContain('<meta property="og:url" content="https://x/p">');
  });
});
