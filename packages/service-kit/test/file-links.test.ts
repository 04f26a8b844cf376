import { fileLinksConfigSchema, fileLinksOf, FileLinks } from '../src/auth/file-links';

const OLD = 'the-old-file-link-secret-of-at-least-32-chars';
const NEW = 'the-new-file-link-secret-of-at-least-32-chars';
const query = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1]));
const keyOf = (url: string) => url.split('?')[0]!.split('/').pop()!;

describe('file links while FILE_LINK_SECRET is replaced', () => {
  const FILE = '/api/v1/files/0123456789abcdef.jpg';

  it('opens a link signed under the previous secret, signs new ones under the new one only', () => {
    const before = new FileLinks(OLD);
    const during = fileLinksOf(fileLinksConfigSchema.parse({ FILE_LINK_SECRET: NEW, FILE_LINK_SECRET_PREVIOUS: OLD }));
    const signedBefore = before.link(FILE, false);
    expect(during.validUntil(keyOf(signedBefore), query(signedBefore))).not.toBeNull();
    const signedDuring = during.link(FILE, false);
    expect(new FileLinks(NEW).validUntil(keyOf(signedDuring), query(signedDuring))).not.toBeNull();
    expect(before.validUntil(keyOf(signedDuring), query(signedDuring))).toBeNull();
  });

  it('refuses a link signed under a secret it no longer has', () => {
    const signedBefore = new FileLinks(OLD).link(FILE, false);
    const after = fileLinksOf(fileLinksConfigSchema.parse({ FILE_LINK_SECRET: NEW }));
    expect(after.validUntil(keyOf(signedBefore), query(signedBefore))).toBeNull();
  });

  it('derives keys from the current secret first, then the previous one', () => {
    const during = new FileLinks(NEW, Date.now, [OLD]);
    expect(during.derivedKeys('purpose')).toEqual([...new FileLinks(NEW).derivedKeys('purpose'), ...new FileLinks(OLD).derivedKeys('purpose')]);
    expect(new FileLinks(NEW).derivedKeys('purpose')).toHaveLength(1);
    expect(during.derivedKeys('purpose')[0]).not.toEqual(during.derivedKeys('purpose')[1]);
  });

  it('refuses a previous secret shorter than 32 characters at start', () => {
    const parsed = fileLinksConfigSchema.safeParse({ FILE_LINK_SECRET: NEW, FILE_LINK_SECRET_PREVIOUS: 'short' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('FILE_LINK_SECRET_PREVIOUS must be at least 32 characters');
  });
});

describe('FILE_LINK_SECRET_PREVIOUS in the config', () => {
  it('is none when empty (as docker-compose passes an unset one)', () => {
    const config = fileLinksConfigSchema.parse({ FILE_LINK_SECRET: NEW, FILE_LINK_SECRET_PREVIOUS: '' });
    expect(config.FILE_LINK_SECRET_PREVIOUS).toBeUndefined();
    expect(fileLinksOf(config).derivedKeys('purpose')).toHaveLength(1);
  });
});
