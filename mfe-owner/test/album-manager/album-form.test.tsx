import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { anAlbum } from '../builders';
import { albums, envelope, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

beforeEach(() => {
  jest.clearAllMocks();
  albums.listSections.mockResolvedValue(envelope({ sections: [] }));
});

async function openCreateModal() {
  albums.myAlbums.mockResolvedValue(envelope({ albums: [] }));
  const view = renderRoute(<AlbumManager />, '/abialbum/albums');
  await view.user.click(await screen.findByRole('button', { name: 'Create Your Album' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Create Your Album' }));
  return { ...view, dialog };
}

async function openEditModal() {
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
  const view = renderRoute(<AlbumManager />, '/abialbum/albums');
  await view.user.click(await screen.findByRole('button', { name: 'Edit Album' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Edit Album' }));
  return { ...view, dialog };
}

describe('album create/edit modal', () => {
  it('keeps submit disabled while the title is blank', async () => {
    const { user, dialog } = await openCreateModal();
    const submit = dialog.getByRole('button', { name: 'Create Album' });
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText(/Album Title/), '   ');
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText(/Album Title/), 'Tr');
    expect(submit).toBeEnabled();
  });

  it('asks for at least 3 characters and clears the message when the title is edited', async () => {
    const { user, dialog } = await openCreateModal();
    const title = dialog.getByLabelText(/Album Title/);
    await user.type(title, ' ab ');
    await user.click(dialog.getByRole('button', { name: 'Create Album' }));
    expect(dialog.getByText('Album title must be at least 3 characters long')).toBeInTheDocument();
    expect(albums.createAlbum).not.toHaveBeenCalled();
    await user.type(title, 'c');
    expect(dialog.queryByText('Album title must be at least 3 characters long')).toBeNull();
  });

  it('caps the title at 100 characters and the description at 500', async () => {
    const { user, dialog } = await openCreateModal();
    const title = dialog.getByLabelText(/Album Title/);
    const description = dialog.getByLabelText('Description');
    await user.click(title);
    await user.paste('t'.repeat(120));
    await user.click(description);
    await user.paste('d'.repeat(520));
    expect(title).toHaveValue('t'.repeat(100));
    expect(description).toHaveValue('d'.repeat(500));
  });

  it("creates a private album and says 'Album created successfully!'", async () => {
    const created = anAlbum({ title: 'Summer Trip', description: '', isPublic: false });
    albums.createAlbum.mockResolvedValue(envelope({ album: created }, 'Album created successfully!'));
    const { user, dialog } = await openCreateModal();
    await user.type(dialog.getByLabelText(/Album Title/), '  Summer Trip ');
    const privacy = dialog.getByRole('switch', { name: 'Public album' });
    expect(privacy).toHaveAttribute('aria-checked', 'true');
    await user.click(privacy);
    await user.click(dialog.getByRole('button', { name: 'Create Album' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Trip' })).toBeInTheDocument();
    expect(albums.createAlbum).toHaveBeenCalledWith({ title: 'Summer Trip', description: '', isPublic: false, allowDownloads: true, comments: 'everyone' });
    expect(toast.success).toHaveBeenCalledWith('Album created successfully!');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message when the create is refused", async () => {
    albums.createAlbum.mockRejectedValue(
      new ApiError({ status: 409, code: 'ALBUM_EXISTS', message: 'You already have an album. Each user can own one personal album.' }),
    );
    const { user, dialog } = await openCreateModal();
    await user.type(dialog.getByLabelText(/Album Title/), 'Second');
    await user.click(dialog.getByRole('button', { name: 'Create Album' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('You already have an album. Each user can own one personal album.'),
    );
    expect(dialog.getByRole('button', { name: 'Create Album' })).toBeEnabled();
  });

  it("falls back to 'Failed to create/update album' when the server says nothing", async () => {
    albums.createAlbum.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    const { user, dialog } = await openCreateModal();
    await user.type(dialog.getByLabelText(/Album Title/), 'Second');
    await user.click(dialog.getByRole('button', { name: 'Create Album' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to create/update album'));
  });

  it("edits the album, filled in, and says 'Album updated successfully!'; switches downloads off for visitors and comments to members", async () => {
    albums.updateAlbum.mockResolvedValue(envelope({ album: anAlbum({ title: 'Family Memories 2' }) }, 'Album updated successfully!'));
    const { user, dialog } = await openEditModal();
    const title = dialog.getByLabelText(/Album Title/);
    expect(title).toHaveValue('Family Memories');
    expect(dialog.getByLabelText('Description')).toHaveValue('Our best days');
    await user.type(title, ' 2');
    const downloads = dialog.getByRole('checkbox', { name: 'Visitors may download this album and its photos and videos' });
    expect(downloads).toBeChecked();
    await user.click(downloads);
    const comments = dialog.getByRole('combobox', { name: 'Who may comment and react' });
    expect(comments).toHaveValue('everyone');
    await user.selectOptions(comments, 'Members only');
    await user.click(dialog.getByRole('button', { name: 'Update Album' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Family Memories 2' })).toBeInTheDocument();
    expect(albums.updateAlbum).toHaveBeenCalledWith('al1', { title: 'Family Memories 2', description: 'Our best days', isPublic: true, allowDownloads: false, comments: 'members' });
    expect(toast.success).toHaveBeenCalledWith('Album updated successfully!');
  });
});
