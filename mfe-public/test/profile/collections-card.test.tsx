import { screen, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import Profile from '../../src/exposes/Profile';
import type * as MockModule from './mock-album-pages';
import { aProfileResult, aSection, albums, envelope, renderAt, resetAlbumPages, toast } from './mock-album-pages';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('./mock-album-pages').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('./mock-album-pages').mockClients());

// The albums client of the mocked web-kit, with the one call this card adds.
const listSections = jest.fn();
Object.assign(albums, { listSections });

const sections = Array.from({ length: 15 }, (_, i) => aSection({ id: `s${i + 1}`, title: `Collection ${i + 1}`, mediaCount: i }));
/** The profile's answer: the first twelve sections, and how many the album has. */
const profileOf = (shown: number, total: number) =>
  envelope(aProfileResult({ sections: sections.slice(0, shown), _count: { media: 12, sections: total, highlights: 0, members: 0 } }));

async function openProfile() {
  const view = renderAt(<Profile />, { pattern: '/abialbum/profile/:albumId', url: '/abialbum/profile/a1' });
  const card = await screen.findByRole('region', { name: 'Collections' });
  const titles = () =>
    within(card)
      .getAllByRole('button', { name: /^Collection \d+/ })
      .map((button) => within(button).getByText(/^Collection \d+$/).textContent);
  return { ...view, card, titles };
}

beforeEach(() => {
  resetAlbumPages();
  albums.sharedAlbum.mockResolvedValue(envelope({ sharedAlbum: [] }));
});

describe("the profile's collections", () => {
  it("loads all of them with 'Show all collections (N)', by keyboard, and moves on to the first new one", async () => {
    albums.albumProfile.mockResolvedValue(profileOf(12, 15));
    let answer: (value: unknown) => void = () => undefined;
    listSections.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, card, titles } = await openProfile();
    expect(titles()).toHaveLength(12);

    const showAll = within(card).getByRole('button', { name: 'Show all collections (15)' });
    showAll.focus();
    await user.keyboard('{Enter}');
    expect(listSections).toHaveBeenCalledWith('a1');
    expect(showAll).toHaveAttribute('aria-busy', 'true');
    expect(showAll).toBeDisabled();

    answer(envelope({ sections }));
    expect(await within(card).findByRole('button', { name: /^Collection 15/ })).toBeInTheDocument();
    expect(titles()).toEqual(sections.map((s) => s.title));
    expect(within(card).queryByRole('button', { name: /Show all collections/ })).toBeNull();
    expect(within(card).getByRole('button', { name: /^Collection 13/ })).toHaveFocus();
  });

  it("toasts 'Failed to fetch sections' when they cannot be read, and lets the user try again", async () => {
    albums.albumProfile.mockResolvedValue(profileOf(12, 15));
    listSections.mockRejectedValueOnce(new ApiError({ status: 500, message: 'Server error' }));
    const { user, card, titles } = await openProfile();

    const showAll = within(card).getByRole('button', { name: 'Show all collections (15)' });
    await user.click(showAll);
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch sections');
    expect(showAll).toBeEnabled();
    expect(showAll).toHaveFocus();
    expect(titles()).toHaveLength(12);

    listSections.mockResolvedValueOnce(envelope({ sections }));
    await user.keyboard(' ');
    expect(await within(card).findByRole('button', { name: /^Collection 15/ })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('offers no button when the profile brought every collection', async () => {
    albums.albumProfile.mockResolvedValue(profileOf(3, 3));
    const { card, titles } = await openProfile();
    expect(titles()).toHaveLength(3);
    expect(within(card).queryByRole('button', { name: /Show all collections/ })).toBeNull();
    expect(listSections).not.toHaveBeenCalled();
  });
});
