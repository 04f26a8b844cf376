import { act, screen } from '@testing-library/react';
import { chooseLocale } from '@abialbum/web-kit';
import { backToEnglish } from '../../scripts/i18n/back-to-english';
import { englishLeft, shownTexts } from '../../scripts/i18n/shown-texts';
import AlbumManager from '../src/exposes/AlbumManager';
import { aMedia, aSection, anAlbum } from './builders';
import { albums, envelope, media, mediaPage, stubEmptyAlbum } from './mock-web-kit';
import type * as MockModule from './mock-web-kit';
import { renderRoute } from './render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('./mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('./mock-web-kit').mockClients());

afterEach(backToEnglish);

describe('the album manager in another language', () => {
  it('shows no English text of its English page once German is chosen', async () => {
    stubEmptyAlbum();
    const album = anAlbum();
    albums.myAlbums.mockResolvedValue(envelope({ albums: [album] }));
    albums.listSections.mockResolvedValue(envelope({ sections: [aSection(), aSection({ id: 's2', title: 'Family', isSharedAlbum: true, mediaCount: 1 })] }));
    const items = [aMedia(1), aMedia(2, { type: 'VIDEO', caption: '' })];
    media.manageMedia.mockResolvedValue({ ...mediaPage(items), data: { ...mediaPage(items).data, counts: { PENDING: 0, APPROVED: 2, REJECTED: 0 } } });
    renderRoute(<AlbumManager />, '/abialbum/owner');
    await screen.findByRole('heading', { level: 1, name: album.title });
    await screen.findByRole('list', { name: 'Album media' });
    await screen.findByRole('list', { name: 'Album sections' });
    const english = shownTexts();
    expect(english).toContain('Back to Dashboard');
    expect(english).toContain('All Album Media');

    await act(() => chooseLocale('de'));

    expect(await screen.findByRole('link', { name: /Zurück zur Übersicht/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Medien/ })).toBeInTheDocument();
    expect(screen.getByText('9 Medien')).toBeInTheDocument();
    const data = [album.title, album.description ?? '', 'My Photos', 'Everyday snaps', 'Family', 'Photo 1', 'D'];
    expect(englishLeft(english, shownTexts(), 'de', data)).toEqual([]);
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});
