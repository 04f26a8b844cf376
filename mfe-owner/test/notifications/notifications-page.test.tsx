import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@abialbum/contracts';
import Notifications from '../../src/exposes/Notifications';
import { envelope, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

const mockList = jest.fn();
const mockLive = { status: 'ready', unread: 0, latest: [], markRead: jest.fn(async () => undefined), markAllRead: jest.fn(async () => undefined), reload: jest.fn() };

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());
jest.mock('@abialbum/web-kit/notifications', () => ({
  ...jest.requireActual('@abialbum/web-kit/notifications'),
  notificationsClient: { list: (...args: unknown[]) => mockList(...args) },
  useNotifications: () => mockLive,
}));

const aNotification = (n: number, over: Partial<Notification> = {}): Notification => ({
  id: `65f0000000000000000000${String(n).padStart(2, '0')}`,
  kind: 'follower',
  text: `Notification ${n}`,
  link: '/abialbum/profile/65f0000000000000000000a1',
  count: 1,
  read: false,
  albumId: '65f0000000000000000000a1',
  mediaId: null,
  actor: null,
  reason: null,
  createdAt: '2025-01-15T10:00:00.000Z',
  updatedAt: '2025-01-15T10:00:00.000Z',
  seq: n,
  ...over,
});
const page = (items: Notification[], currentPage: number, totalPages: number) =>
  envelope({ notifications: items, unread: items.filter((n) => !n.read).length, pagination: { currentPage, totalPages, hasPreviousPage: currentPage > 1, hasNextPage: currentPage < totalPages, totalItems: 45 } });

const open = () => renderRoute(<Notifications />, '/abialbum/notifications');

beforeEach(() => {
  jest.clearAllMocks();
  mockLive.unread = 0;
});

describe('the notifications page', () => {
  it('shows the loading state, then every notification as a link, and pages with Previous and Next', async () => {
    mockList.mockImplementation(async (p: number) => page([aNotification(p * 10 + 1), aNotification(p * 10 + 2, { read: true })], p, 3));
    mockLive.unread = 1;
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Loading notifications...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Notification 11/ })).toHaveAttribute('href', '/abialbum/profile/65f0000000000000000000a1');
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /Notification 21/ })).toBeInTheDocument();
    expect(mockList).toHaveBeenLastCalledWith(2);
  });

  it('marks a followed one read, going where it happened', async () => {
    mockList.mockResolvedValue(page([aNotification(1), aNotification(2)], 1, 1));
    mockLive.unread = 2;
    const { user } = open();
    await user.click(await screen.findByRole('link', { name: /Notification 1/ }));
    expect(mockLive.markRead).toHaveBeenCalledWith('65f000000000000000000001');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/profile/65f0000000000000000000a1'));
  });

  it("says 'No notifications yet' when there are none", async () => {
    mockList.mockResolvedValue(page([], 1, 1));
    open();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says so when they could not be loaded, tries again, and marks all read', async () => {
    mockList.mockRejectedValueOnce(new Error('down')).mockResolvedValue(page([aNotification(1)], 1, 1));
    mockLive.unread = 1;
    const { user } = open();
    expect(await screen.findByText('Notifications could not be loaded.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch notifications');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Notification 1/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(mockLive.markAllRead).toHaveBeenCalled();
  });
});
