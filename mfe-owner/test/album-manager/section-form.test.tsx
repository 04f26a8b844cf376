import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aSection, anAlbum } from '../builders';
import { albums, envelope, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const existing = [aSection(), aSection({ id: 's2', title: 'Family', description: '' })];

beforeEach(() => {
  jest.clearAllMocks();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
  albums.listSections.mockResolvedValue(envelope({ sections: existing }));
});

async function openAddSection() {
  const view = renderRoute(<AlbumManager />, '/abialbum/owner');
  await screen.findByText('Family');
  await view.user.click(screen.getByRole('button', { name: 'Add Section' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Create Section' }));
  const submit = () => view.user.click(dialog.getByRole('button', { name: 'Create Section' }));
  return { ...view, dialog, submit };
}

describe('section create/edit modal', () => {
  it('checks the title length, the description length and the order', async () => {
    const { user, dialog, submit } = await openAddSection();
    expect(dialog.getByRole('button', { name: 'Create Section' })).toBeDisabled();
    await user.type(dialog.getByLabelText(/Section Title/), 'A');
    await user.click(dialog.getByLabelText('Description'));
    await user.paste('d'.repeat(301));
    await user.clear(dialog.getByLabelText('Display Order'));
    await user.type(dialog.getByLabelText('Display Order'), '-1');
    await submit();

    expect(dialog.getByText('Section title must be at least 2 characters long')).toBeInTheDocument();
    expect(dialog.getByText('Description must be less than 300 characters')).toBeInTheDocument();
    expect(dialog.getByText('Order must be a positive number')).toBeInTheDocument();
    expect(albums.createSection).not.toHaveBeenCalled();
  });

  it('refuses a title the album already has, in any case, without asking the server', async () => {
    const { user, dialog, submit } = await openAddSection();
    await user.type(dialog.getByLabelText(/Section Title/), ' family ');
    await submit();
    expect(dialog.getByText('A section with this title already exists')).toBeInTheDocument();
    expect(albums.createSection).not.toHaveBeenCalled();
  });

  it('shows the duplicate message when the server answers 409', async () => {
    albums.createSection.mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'SECTION_TITLE_EXISTS',
        message: 'A section with this title already exists',
        errors: { title: 'A section with this title already exists' },
      }),
    );
    const { user, dialog, submit } = await openAddSection();
    await user.type(dialog.getByLabelText(/Section Title/), 'Memories');
    await submit();
    expect(await dialog.findByText('A section with this title already exists')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Section Title/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates a section, leaving out order 0, and lists it', async () => {
    const created = aSection({ id: 's3', title: 'Memories', description: '' });
    albums.createSection.mockResolvedValue(envelope({ section: created }, 'Section created successfully!'));
    const { user, dialog, submit } = await openAddSection();
    expect(dialog.getByLabelText('Display Order')).toHaveValue(0);
    await user.type(dialog.getByLabelText(/Section Title/), 'Memories');
    albums.listSections.mockResolvedValue(envelope({ sections: [...existing, created] }));
    await submit();

    expect(await screen.findByRole('button', { name: /^Memories/ })).toBeInTheDocument();
    expect(albums.createSection).toHaveBeenCalledWith({ albumId: 'al1', title: 'Memories', description: '', isSharedAlbum: false });
    expect(toast.success).toHaveBeenCalledWith('Section created successfully!');
  });

  it('sends a non-zero order', async () => {
    albums.createSection.mockResolvedValue(envelope({ section: aSection({ id: 's3', title: 'Trips', order: 2 }) }, 'Section created successfully!'));
    const { user, dialog, submit } = await openAddSection();
    await user.type(dialog.getByLabelText(/Section Title/), 'Trips');
    await user.clear(dialog.getByLabelText('Display Order'));
    await user.type(dialog.getByLabelText('Display Order'), '2');
    await user.click(dialog.getByRole('checkbox', { name: 'Share this section by public link' }));
    await submit();
    await waitFor(() =>
      expect(albums.createSection).toHaveBeenCalledWith({ albumId: 'al1', title: 'Trips', description: '', isSharedAlbum: true, order: 2 }),
    );
  });

  it("edits a section and says 'Section updated successfully!'", async () => {
    albums.updateSection.mockResolvedValue(envelope({ section: aSection({ title: 'My Best Photos' }) }, 'Section updated successfully!'));
    const { user } = renderRoute(<AlbumManager />, '/abialbum/owner');
    await user.click(await screen.findByRole('button', { name: /^My Photos/ }));
    await user.click(screen.getByRole('button', { name: 'Edit Section' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Section' }));
    const title = dialog.getByLabelText(/Section Title/);
    expect(title).toHaveValue('My Photos');
    await user.clear(title);
    await user.type(title, 'My Best Photos');
    await user.click(dialog.getByRole('button', { name: 'Update Section' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'My Best Photos' })).toBeInTheDocument();
    expect(albums.updateSection).toHaveBeenCalledWith('s1', { title: 'My Best Photos', description: 'Everyday snaps', isSharedAlbum: false });
    expect(toast.success).toHaveBeenCalledWith('Section updated successfully!');
  });
});
