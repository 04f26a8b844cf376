import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { UserMedia } from '@abialbum/contracts';
import { ApiError } from '@abialbum/web-kit';
import UserUploads from '../../src/exposes/UserUploads';

jest.mock('@abialbum/web-kit', () => ({
  ...jest.requireActual('@abialbum/web-kit'),
  useToast: () => mockToast,
}));
jest.mock('@abialbum/web-kit/clients', () => ({
  ...jest.requireActual('@abialbum/web-kit/clients'),
  mediaClient: { userMedia: jest.fn() },
}));
const mockToast = { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() };
const { mediaClient } = jest.requireMock<{ mediaClient: { userMedia: jest.Mock } }>('@abialbum/web-kit/clients');

function anUpload(n: number, overrides: Partial<UserMedia> = {}): UserMedia {
  return {
    id: `m${n}`,
    albumId: 'a1',
    albumTitle: 'Summer in Lisbon',
    sectionId: null,
    type: 'IMAGE',
    url: `/api/v1/files/m${n}.jpg`,
    thumbnailUrl: `/api/v1/files/m${n}-320.webp`,
    displayUrl: `/api/v1/files/m${n}-1280.webp`,
    placeholder: null,
    width: 800,
    height: 600,
    duration: null,
    mimeType: 'image/jpeg',
    playbackStatus: null,
    playbackUrl: null,
    caption: `Beach ${n}`,
    status: 'approved',
    rejectionReason: null,
    uploader: { id: 'u7', name: 'Ana Silva', profileImage: null },
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const page = (items: UserMedia[], hasNextPage = false) => ({
  success: true,
  message: '',
  data: { mediauploaded: items, pagination: { currentPage: 1, totalPages: hasNextPage ? 2 : 1, hasPreviousPage: false, hasNextPage, totalItems: items.length } },
});

/** The uploads page reached from a followers list, so that Back has somewhere to go. */
function openUploads() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/abialbum/followers', '/abialbum/user-uploads/u7']} initialIndex={1}>
      <Routes>
        <Route path="/abialbum/user-uploads/:userId" element={<UserUploads />} />
        <Route path="/abialbum/followers" element={<p>Followers screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

beforeEach(() => jest.clearAllMocks());

describe('user uploads', () => {
  it("shows the user's uploads with caption overlays and 'Showing n upload(s)'", async () => {
    mediaClient.userMedia.mockResolvedValue(page([anUpload(1), anUpload(2, { type: 'VIDEO', caption: 'Waves', thumbnailUrl: null })]));
    openUploads();
    expect(screen.getByRole('heading', { level: 1, name: 'All uploaded media by this user' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Uploads' });
    expect(screen.getByText('Showing 2 upload(s)')).toBeInTheDocument();
    expect(mediaClient.userMedia).toHaveBeenCalledWith('u7', expect.objectContaining({ page: 1 }));
    const [photo, video] = within(grid).getAllByRole('button');
    expect(photo).toHaveAccessibleName('Open Beach 1');
    expect(photo).toHaveTextContent('Beach 1');
    expect(photo!.querySelector('img')).toHaveAttribute('src', '/api/v1/files/m1-320.webp');
    expect(photo!.querySelector('img')).toHaveAttribute('srcset', '/api/v1/files/m1-320.webp 320w, /api/v1/files/m1-1280.webp 1280w');
    expect(video).toHaveTextContent('Waves');
  });

  it("says 'Showing 1 upload(s)' for a single one, as SPEC words it", async () => {
    mediaClient.userMedia.mockResolvedValue(page([anUpload(1)]));
    openUploads();
    expect(await screen.findByText('Showing 1 upload(s)')).toBeInTheDocument();
  });

  it('shows a placeholder when a picture fails to load', async () => {
    mediaClient.userMedia.mockResolvedValue(page([anUpload(1)]));
    openUploads();
    const grid = await screen.findByRole('list', { name: 'Uploads' });
    fireEvent.error(grid.querySelector('img')!);
    expect(grid.querySelector('img')).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Open Beach 1' }).querySelector('svg')).not.toBeNull();
  });

  it('opens the viewer on a tile', async () => {
    mediaClient.userMedia.mockResolvedValue(page([anUpload(1), anUpload(2)]));
    const { user } = openUploads();
    await user.click(await screen.findByRole('button', { name: 'Open Beach 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Uploads' });
    expect(within(dialog).getByRole('img', { name: 'Beach 2' })).toHaveAttribute('src', '/api/v1/files/m2-1280.webp');
    expect(dialog).toHaveTextContent('2 / 2');
  });

  it("shows 'No uploads yet' when the user has none", async () => {
    mediaClient.userMedia.mockResolvedValue(page([]));
    openUploads();
    expect(await screen.findByRole('heading', { name: 'No uploads yet' })).toBeInTheDocument();
    expect(screen.getByText("This user hasn't uploaded any media yet.")).toBeInTheDocument();
    expect(screen.getByText('Showing 0 upload(s)')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch user uploads' and offers to try again instead of claiming there are none", async () => {
    mediaClient.userMedia.mockRejectedValueOnce(new ApiError({ status: 500, message: 'boom' })).mockResolvedValueOnce(page([anUpload(1)]));
    const { user } = openUploads();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch user uploads');
    expect(mockToast.error).toHaveBeenCalledWith('Failed to fetch user uploads');
    expect(screen.queryByRole('heading', { name: 'No uploads yet' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open Beach 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 upload(s)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the shown uploads when a further page cannot be read', async () => {
    mediaClient.userMedia.mockResolvedValueOnce(page([anUpload(1)], true)).mockRejectedValueOnce(new ApiError({ status: 500, message: 'boom' }));
    const { user } = openUploads();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('Failed to fetch user uploads'));
    expect(screen.getByRole('button', { name: 'Open Beach 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to where the visitor came from', async () => {
    mediaClient.userMedia.mockResolvedValue(page([]));
    const { user } = openUploads();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByText('Followers screen')).toBeInTheDocument();
  });

  it('loads more uploads when there is another page', async () => {
    mediaClient.userMedia.mockResolvedValueOnce(page([anUpload(1)], true)).mockResolvedValueOnce(page([anUpload(2)]));
    const { user } = openUploads();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByText('Showing 2 upload(s)')).toBeInTheDocument());
    expect(mediaClient.userMedia).toHaveBeenLastCalledWith('u7', expect.objectContaining({ page: 2 }));
  });
});
