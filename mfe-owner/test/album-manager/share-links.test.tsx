import { screen, waitFor, within } from '@testing-library/react';
import type { ShareLink } from '@abialbum/contracts';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aSection, anAlbum } from '../builders';
import { albums, envelope, shareLinks, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const aLink = (overrides: Partial<ShareLink> = {}): ShareLink => ({
  id: 'l1',
  albumId: 'al1',
  sectionId: 's1',
  path: '/abialbum/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  expiresAt: null,
  expired: false,
  hasPassword: true,
  allowDownload: false,
  createdAt: '2026-11-28T10:00:00.000Z',
  opens: 3,
  lastUsedAt: '2026-11-28T11:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
  albums.listSections.mockResolvedValue(envelope({ sections: [aSection()] }));
});

async function openSectionLinks() {
  const view = renderRoute(<AlbumManager />, '/abialbum/owner');
  // The first render loads the screen's catalogue: more than a second on a loaded machine.
  await view.user.click(await screen.findByRole('button', { name: /^My Photos/ }, { timeout: 5_000 }));
  const panel = screen.getByRole('tabpanel');
  await view.user.click(within(panel).getByText(/^Share links of this section/));
  return { ...view, panel };
}

describe("a section's share links (issue 27 item 2)", () => {
  it('lists each link with its address, password, downloads, opens and last use', async () => {
    shareLinks.list.mockResolvedValue(envelope({ links: [aLink(), aLink({ id: 'l2', hasPassword: false, allowDownload: true, opens: 1, lastUsedAt: null, expired: true, expiresAt: '2026-11-01T00:00:00.000Z' })] }));
    const { panel } = await openSectionLinks();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(shareLinks.list).toHaveBeenCalledWith('al1', 's1');
    const [first, second] = within(panel).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('textbox', { name: 'Share link address' })).toHaveValue(`${window.location.origin}/abialbum/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345`);
    expect(first).toHaveTextContent('Password');
    expect(first).toHaveTextContent('No downloads');
    expect(first).toHaveTextContent('No expiry');
    expect(first).toHaveTextContent(/Opened 3 times, last used /);
    expect(second).toHaveTextContent('Downloads allowed');
    expect(second).toHaveTextContent('Expired');
    expect(second).toHaveTextContent('Opened 1 time, never used');
  });

  it('shows a link whose address can no longer be shown (its secret replaced) with no address to copy, still replaceable and revocable', async () => {
    shareLinks.list.mockResolvedValue(envelope({ links: [aLink({ path: null })] }));
    const { panel } = await openSectionLinks();
    const row = await within(panel).findByRole('listitem');
    expect(row).toHaveTextContent("This link's address can no longer be shown. Replace it to get a new one.");
    expect(within(row).queryByRole('textbox', { name: 'Share link address' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Replace' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Revoke' })).toBeEnabled();
  });

  it('creates a link with an expiry, a password and downloads allowed', async () => {
    shareLinks.create.mockResolvedValue(envelope({ link: aLink() }, 'Share link created'));
    const { user, panel } = await openSectionLinks();
    await user.type(within(panel).getByLabelText('Expires (optional)'), '2030-01-02T03:04');
    await user.type(within(panel).getByLabelText('Password (optional)'), 'sea breeze');
    await user.click(within(panel).getByRole('checkbox', { name: 'Visitors may download' }));
    await user.click(within(panel).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Share link created'));
    expect(shareLinks.create).toHaveBeenCalledWith('al1', {
      sectionId: 's1',
      expiresAt: new Date('2030-01-02T03:04').toISOString(),
      password: 'sea breeze',
      allowDownload: true,
    });
    // Listed again once made.
    expect(shareLinks.list.mock.calls.filter(([, sectionId]) => sectionId === 's1')).toHaveLength(2);
  });

  it('replaces a link, and revokes one after asking', async () => {
    shareLinks.list.mockResolvedValue(envelope({ links: [aLink()] }));
    shareLinks.replace.mockResolvedValue(envelope({ link: aLink({ id: 'l3' }) }, 'Share link replaced'));
    shareLinks.revoke.mockResolvedValue(envelope(null, 'Share link revoked'));
    const { user, panel } = await openSectionLinks();
    const row = await within(panel).findByRole('listitem');
    await user.click(within(row).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Share link replaced'));
    expect(shareLinks.replace).toHaveBeenCalledWith('al1', 'l1');

    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke link' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Share link revoked'));
    expect(shareLinks.revoke).toHaveBeenCalledWith('al1', 'l1');
  });

  it("keeps the album's own links apart, under All Album Media", async () => {
    shareLinks.list.mockResolvedValue(envelope({ links: [aLink(), aLink({ id: 'la', sectionId: null })] }));
    const view = renderRoute(<AlbumManager />, '/abialbum/owner');
    const panel = await screen.findByRole('tabpanel');
    await view.user.click(await within(panel).findByText(/^Share links of the whole album/));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(shareLinks.list).toHaveBeenCalledWith('al1', undefined);
  });
});
