import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SharedByLink } from '@abialbum/contracts';
import { ApiError } from '@abialbum/web-kit';
import ShareLink from '../../src/exposes/ShareLink';

const shareLinks = { open: jest.fn(), openWithPassword: jest.fn() };
// A getter: the factory runs when the page's imports load, before this file's constants exist.
jest.mock('@abialbum/web-kit/clients', () => ({
  ...jest.requireActual('@abialbum/web-kit/clients'),
  get shareLinksClient() {
    return shareLinks;
  },
}));

const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const envelope = <T,>(data: T) => ({ success: true, data, message: 'OK' });
const picture = (n: number) => ({
  id: `m${n}`,
  type: 'IMAGE' as const,
  url: `/api/v1/files/m${n}.jpg?share=l1&expires=1&signature=s`,
  thumbnailUrl: `/api/v1/files/m${n}-320.webp?share=l1&expires=1&signature=s`,
  caption: `Photo number ${n}`,
  sectionId: 's1',
  createdAt: '2026-11-28T10:00:00.000Z',
});
const aShare = (overrides: Partial<SharedByLink> = {}): SharedByLink => ({
  kind: 'section',
  allowDownload: false,
  expiresAt: null,
  album: { id: 'a1', title: 'Family Only', description: '' },
  owner: { id: 'u1', name: 'Ana Silva', profileImage: null, city: null, country: null },
  section: { id: 's1', albumId: 'a1', title: 'Beach Days', description: 'Waves and sand', order: 0, isSharedAlbum: false, createdAt: '2026-11-01T00:00:00.000Z', mediaCount: 2, thumbnails: [] },
  media: [picture(1), picture(2)],
  mediaCount: 2,
  ...overrides,
});

/** The page at its route, opened at the link's address. */
function openLink() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/abialbum/s/${KEY}`]}>
      <Routes>
        <Route path="/abialbum/s/:key" element={<ShareLink />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

beforeEach(() => jest.clearAllMocks());

/** Issue 27 item 2: a visitor's page of a share link. */
describe('share link page', () => {
  it("shows the section's media with its owner and album; downloads only when the link allows them", async () => {
    shareLinks.open.mockResolvedValue(envelope({ share: aShare() }));
    const { user } = openLink();
    expect(await screen.findByRole('heading', { level: 1, name: 'Beach Days' })).toBeInTheDocument();
    expect(shareLinks.open).toHaveBeenCalledWith(KEY);
    expect(screen.getByText('Waves and sand')).toBeInTheDocument();
    expect(screen.getByText('Ana Silva')).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Photo number 2' }));
    const viewer = screen.getByRole('dialog', { name: 'Beach Days' });
    expect(within(viewer).queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('offers Download in the viewer when the link allows it', async () => {
    shareLinks.open.mockResolvedValue(envelope({ share: aShare({ allowDownload: true }) }));
    const { user } = openLink();
    await user.click(await screen.findByRole('button', { name: 'Open Photo number 1' }));
    const download = within(screen.getByRole('dialog', { name: 'Beach Days' })).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', picture(1).url);
  });

  it('asks for the password, says when it is wrong, and opens with the right one', async () => {
    shareLinks.open.mockRejectedValue(new ApiError({ status: 403, code: 'SHARE_PASSWORD_REQUIRED', message: 'This link needs a password' }));
    shareLinks.openWithPassword
      .mockRejectedValueOnce(new ApiError({ status: 403, code: 'SHARE_PASSWORD_WRONG', message: 'Wrong password' }))
      .mockResolvedValueOnce(envelope({ share: aShare({ kind: 'album', section: null }) }));
    const { user } = openLink();
    expect(await screen.findByRole('heading', { name: 'This link needs a password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'land breeze');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'sea breeze');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Family Only' })).toBeInTheDocument();
    expect(shareLinks.openWithPassword).toHaveBeenLastCalledWith(KEY, 'sea breeze');
  });

  it("shows the service's words when wrong passwords locked the link", async () => {
    shareLinks.open.mockRejectedValue(new ApiError({ status: 403, code: 'SHARE_PASSWORD_REQUIRED', message: 'This link needs a password' }));
    shareLinks.openWithPassword.mockRejectedValue(
      new ApiError({ status: 429, code: 'TOO_MANY_WRONG_PASSWORDS', message: 'Too many wrong passwords. This link is locked for 15 minutes.' }),
    );
    const { user } = openLink();
    await user.type(await screen.findByLabelText(/^Password/), 'guess');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Too many wrong passwords. This link is locked for 15 minutes.')).toBeInTheDocument();
  });

  it('says a link that is unknown, revoked or expired is not available', async () => {
    shareLinks.open.mockRejectedValue(new ApiError({ status: 404, code: 'SHARE_LINK_UNAVAILABLE', message: 'This link is not available' }));
    openLink();
    expect(await screen.findByRole('heading', { name: 'This link is not available' })).toBeInTheDocument();
  });

  it('offers to try again when the link could not be read', async () => {
    shareLinks.open.mockRejectedValueOnce(new ApiError({ status: 503, message: 'Service temporarily unavailable' })).mockResolvedValueOnce(envelope({ share: aShare() }));
    const { user } = openLink();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Beach Days' })).toBeInTheDocument());
  });
});
