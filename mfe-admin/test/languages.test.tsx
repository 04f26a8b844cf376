import { act, screen } from '@testing-library/react';
import { chooseLocale } from '@abialbum/web-kit';
import { backToEnglish } from '../../scripts/i18n/back-to-english';
import { englishLeft, shownTexts } from '../../scripts/i18n/shown-texts';
import AdminDashboard from '../src/exposes/AdminDashboard';
import { envelope, identity } from './mock-web-kit';
import type * as MockModule from './mock-web-kit';
import { renderRoute } from './render-route';
import { aPage, anAdminUser } from './users/builders';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('./mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/admin', () => jest.requireActual<typeof MockModule>('./mock-web-kit').mockWebKitAdmin());

afterEach(backToEnglish);

describe('the admin dashboard in another language', () => {
  it('shows no English text of its Users tab once German is chosen', async () => {
    const bruno = anAdminUser({ id: 'u2', name: 'Bruno Costa', email: 'bruno@example.com', phone: '5550102030', isBlocked: true, showcreateAlbumModal: false });
    identity.adminListUsers.mockResolvedValue(envelope({ users: [anAdminUser(), bruno], pagination: aPage(1, 3) }));
    const { user } = renderRoute(<AdminDashboard />, { path: '/abialbum/admin/dashboard' });
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await screen.findByRole('table');
    const english = shownTexts();
    expect(english).toContain('Album Modal');
    expect(english).toContain('Search by name, email or phone');

    await act(() => chooseLocale('de'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin-Übersicht' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Album-Dialog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bruno Costa entsperren' })).toBeInTheDocument();
    const data = ['Ana Silva', 'ana@example.com', 'Bruno Costa', 'bruno@example.com', 'admin@abialbum.test'];
    expect(englishLeft(english, shownTexts(), 'de', data)).toEqual([]);
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});
