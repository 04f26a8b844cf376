import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Small but real images (made with ffmpeg), one per accepted kind. */
export const images = {
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABgcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAACAAIDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCLAFF/f//Z',
    'base64',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAEElEQVR4nGP4y8AARAwQCgAfrgP19hgqWQAAAABJRU5ErkJggg==',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  webp: Buffer.from('UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoCAAIAAgA0JaACdLoB+AADsAD+8Oj3/yC5YXXI1/8gP+QH/ID/+PIAAAA=', 'base64'),
  svg: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><script>alert(1)</script><rect width="2" height="2" fill="red"/></svg>\n',
  ),
};

/** A PNG padded past a size: real header, then filler bytes. */
export const aPngOf = (bytes: number) => Buffer.concat([images.png, Buffer.alloc(Math.max(0, bytes - images.png.length), 7)]);

/** Every file under a folder, however deep (temporary parts included). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** `request` is refused with `status` and `message`, and leaves nothing on disk (not even a part) and no upload record. */
export async function expectNothingStored(
  svc: { mediaDir: string; uploads: { model: { countDocuments(): PromiseLike<number> } } },
  request: () => Promise<{ status: number; message: string }>,
  status: number,
  message: string,
): Promise<void> {
  const files = await filesUnder(svc.mediaDir);
  const records = await svc.uploads.model.countDocuments();
  expect(await request()).toEqual({ status, message });
  expect(await filesUnder(svc.mediaDir)).toEqual(files);
  expect(await svc.uploads.model.countDocuments()).toBe(records);
}
