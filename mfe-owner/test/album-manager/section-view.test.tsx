import { render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { ManagerTabs } from '../../src/features/album-manager/components/manager-tabs';
import { aSection, anAlbum } from '../builders';
import { albums, downloads, envelope, media, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const photos = aSection();
const family = aSection({ id: 's2', title: 'Family', description: '', isSharedAlbum: true });

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
  albums.listSections.mockResolvedValue(envelope({ sections: [photos, family] }));
});

async function openSection(name: RegExp) {
  const view = renderRoute(<AlbumManager />, '/abialbum/owner');
  await view.user.click(await screen.findByRole('button', { name }));
  return view;
}

describe('section view', () => {
  it("has a 'Back to Album' breadcrumb and the section's actions", async () => {
    const { user } = await openSection(/^My Photos/);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'My Photos' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Edit Section' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Delete Section' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /Back to Album/ }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'All Album Media' })).toBeInTheDocument();
  });

  it('downloads the section as one ZIP (shared or not), and says why when it cannot', async () => {
    const { user } = await openSection(/^My Photos/);
    const panel = screen.getByRole('tabpanel');
    media.downloadLink.mockResolvedValueOnce(envelope({ url: '/api/v1/abialbum/albums/al1/media/download?sectionId=s1&expires=1&signature=s' }));
    await user.click(within(panel).getByRole('button', { name: 'Download Section' }));
    expect(media.downloadLink).toHaveBeenCalledWith('al1', 's1');
    await waitFor(() => expect(downloads.startDownload).toHaveBeenCalledWith('/api/v1/abialbum/albums/al1/media/download?sectionId=s1&expires=1&signature=s'));

    media.downloadLink.mockRejectedValueOnce(new ApiError({ status: 503, message: 'Service temporarily unavailable' }));
    await user.click(within(panel).getByRole('button', { name: 'Download Section' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Service temporarily unavailable. Please try again later.'));
    expect(downloads.startDownload).toHaveBeenCalledTimes(1);

    await user.click(within(panel).getByRole('button', { name: /Back to Album/ }));
    const albumView = screen.getByRole('tabpanel');
    media.downloadLink.mockResolvedValueOnce(envelope({ url: '/api/v1/abialbum/albums/al1/media/download?expires=1&signature=s' }));
    await user.click(within(albumView).getByRole('button', { name: 'Download Album' }));
    expect(media.downloadLink).toHaveBeenLastCalledWith('al1', undefined);
  });

  it('offers no download for a section without media', async () => {
    albums.listSections.mockResolvedValue(envelope({ sections: [aSection({ mediaCount: 0 })] }));
    await openSection(/^My Photos/);
    expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Download Section' })).toBeNull();
  });

  it('offers Copy Link only for a shared section', async () => {
    const { user } = await openSection(/^My Photos/);
    expect(screen.queryByRole('button', { name: 'Copy Link' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Family/ }));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it("copies the shared section's public address", async () => {
    const { user } = await openSection(/^Family/);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard!'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/abialbum/shared-section/s2`);
  });

  it("shares a section: 'Section is now shared', the Shared badge and Copy Link appear", async () => {
    albums.updateSection.mockResolvedValue(envelope({ section: { ...photos, isSharedAlbum: true } }, 'Section updated successfully!'));
    const { user } = await openSection(/^My Photos/);
    const toggle = screen.getByRole('button', { name: 'Share' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    expect(await screen.findByRole('button', { name: 'Shared' })).toHaveAttribute('aria-pressed', 'true');
    expect(albums.updateSection).toHaveBeenCalledWith('s1', { isSharedAlbum: true });
    expect(toast.success).toHaveBeenCalledWith('Section is now shared');
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /^My Photos/ })).getByText('Shared')).toBeInTheDocument();
  });

  it("stops sharing: 'Section sharing disabled' and Copy Link goes", async () => {
    albums.updateSection.mockResolvedValue(envelope({ section: { ...family, isSharedAlbum: false } }));
    const { user } = await openSection(/^Family/);
    await user.click(screen.getByRole('button', { name: 'Shared' }));
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Section sharing disabled');
    expect(screen.queryByRole('button', { name: 'Copy Link' })).toBeNull();
  });

  it('reports a failed share toggle', async () => {
    albums.updateSection.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    const { user } = await openSection(/^My Photos/);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update section'));
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('asks before deleting a section; Cancel keeps it', async () => {
    const { user } = await openSection(/^My Photos/);
    await user.click(screen.getByRole('button', { name: 'Delete Section' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Section' });
    expect(dialog).toHaveTextContent('Delete "My Photos"? Its media will move back to the main album.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(albums.deleteSection).not.toHaveBeenCalled();
  });

  it("deletes a section once confirmed: 'Section deleted successfully', back to the album", async () => {
    albums.deleteSection.mockResolvedValue({ success: true, data: null, message: 'Section deleted successfully' });
    const { user } = await openSection(/^My Photos/);
    await user.click(screen.getByRole('button', { name: 'Delete Section' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /^My Photos/ })).toBeNull());
    expect(albums.deleteSection).toHaveBeenCalledWith('s1');
    expect(toast.success).toHaveBeenCalledWith('Section deleted successfully');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'All Album Media' })).toBeInTheDocument();
  });
});

describe('manager tabs', () => {
  it('shows the pending join requests and pending media as coloured badges', () => {
    render(
      <ManagerTabs
        value="media"
        onChange={jest.fn()}
        mediaCount={4}
        highlightsCount={0}
        pendingJoinRequests={2}
        pendingMedia={5}
        panels={{ media: null, highlights: null, joinRequests: null, pendingMedia: null, activity: null }}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Join Requests 2 pending' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending Media 5 pending' })).toBeInTheDocument();
    expect(within(screen.getByRole('tab', { name: /Join Requests/ })).getByText('2').className).toContain('red');
    expect(within(screen.getByRole('tab', { name: /Pending Media/ })).getByText('5').className).toContain('orange');
  });
});
