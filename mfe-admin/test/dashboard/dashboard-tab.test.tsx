import { screen, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AdminDashboard from '../../src/exposes/AdminDashboard';
import { content, envelope } from '../mock-web-kit';
import { renderRoute } from '../render-route';
import type * as MockModule from '../mock-web-kit';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/admin', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKitAdmin());

const stats = {
  totalUsers: 1520,
  totalAlbums: 300,
  blockedUsers: 4,
  blockedAlbums: 2,
  totalMedia: 12045,
  totalComments: 87,
  totalReactions: 640,
};

const openDashboard = () => renderRoute(<AdminDashboard />, { path: '/abialbum/admin/dashboard' });

beforeEach(() => jest.clearAllMocks());

describe('Admin dashboard, Dashboard tab', () => {
  it('opens first and shows the seven cards', async () => {
    content.adminStats.mockResolvedValue(envelope({ stats }));
    openDashboard();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Loading statistics...')).toBeInTheDocument();
    const cards = await screen.findAllByRole('term');
    // Each term starts with a decorative drawing of ours (no emoji a system may lack); the figure is the definition next to it.
    expect(cards.map((term) => term.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon'))).toEqual([
      'people', 'albums', 'blocked', 'lock', 'picture', 'comment', 'heart',
    ]);
    expect(cards.map((term) => term.textContent).join('')).not.toMatch(/\p{Extended_Pictographic}/u);
    const figures = cards.map((term) => [term.textContent?.trim(), term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Total Users', '1,520'],
      ['Total Albums', '300'],
      ['Blocked Users', '4'],
      ['Blocked Albums', '2'],
      ['Total Media', '12,045'],
      ['Total Comments', '87'],
      ['Total Reactions', '640'],
    ]);
  });

  it('shows the error with a retry, and reloads when the tab is opened again', async () => {
    content.adminStats.mockRejectedValueOnce(new ApiError({ status: 403, message: 'Forbidden' }));
    const { user } = openDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. You do not have permission to perform this action.');

    content.adminStats.mockResolvedValue(envelope({ stats }));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,520')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    await screen.findByText('1,520');
    expect(content.adminStats).toHaveBeenCalledTimes(3);
  });
});
