import { sniffImage } from '../src/domain/image-kind';
import { images } from './support/images';

describe('sniffImage', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['svg', 'image/svg+xml'],
  ] as const)('knows a %s by its bytes', async (kind, mime) => {
    expect((await sniffImage(images[kind]))?.mime).toBe(mime);
  });

  it.each([
    ['plain SVG', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['SVG after a comment and a doctype', '<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>'],
  ])('takes a %s', async (_case, text) => {
    expect((await sniffImage(Buffer.from(text)))?.extension).toBe('svg');
  });

  it.each([
    ['text', 'hello'],
    ['HTML', '<html><svg></svg></html>'],
    ['XML that is not SVG', '<?xml version="1.0"?><note/>'],
    ['SVG with entity definitions', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'],
    ['a PDF', '%PDF-1.7\n'],
  ])('refuses %s', async (_case, text) => {
    expect(await sniffImage(Buffer.from(text))).toBeNull();
  });
});
