import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@abialbum/contracts';
import { renderApp, signInStored } from './support';

const aNotification = (over: Partial<Notification> = {}): Notification => ({
  id: '65f0000000000000000000f1',
  kind: 'follower',
  text: '12 new followers of Lisbon Light',
  link: '/abialbum/profile/65f0000000000000000000a1',
  count: 12,
  read: false,
  albumId: '65f0000000000000000000a1',
  mediaId: null,
  actor: { id: '65f000000000000000000002', name: 'Ana Silva', profileImage: null },
  reason: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  seq: 7,
  ...over,
});

const ok = (data: unknown, message = '') => ({ ok: true, status: 200, text: async () => JSON.stringify({ success: true, data, message }) });

/** The API as the bell meets it: a page of notifications, the two marks, and a live stream the test writes to. */
function anApi(notifications: Notification[], unread: number) {
  const calls: string[] = [];
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encoder = new TextEncoder();
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string, init: { method?: string } = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push(`${init.method ?? 'GET'} ${path}`);
    if (path.endsWith('/notifications/stream')) {
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
      return { ok: true, status: 200, body };
    }
    if (path.endsWith('/notifications/read-all')) return ok({ unread: 0 }, 'All notifications marked as read');
    if (/\/notifications\/[^/]+\/read$/.test(path)) return ok({ notification: { ...notifications[0], read: true }, unread: Math.max(0, unread - 1) });
    if (path.endsWith('/notifications')) return ok({ notifications, unread, pagination: { currentPage: 1, totalPages: 1, hasPreviousPage: false, hasNextPage: false, totalItems: notifications.length } });
    return ok(null);
  });
  return {
    calls,
    send: (event: string, data: unknown, id?: number) =>
      act(async () => {
        stream?.enqueue(encoder.encode(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }),
    streamOpen: () => stream !== undefined,
  };
}

beforeEach(() => localStorage.clear());

describe('the notification bell', () => {
  it('is there only for a signed-in user, with the unread count in its name', async () => {
    anApi([], 0);
    const { unmount } = renderApp('/abialbum/landing');
    await screen.findByRole('heading', { name: 'public/Landing' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    unmount();

    signInStored();
    anApi([aNotification(), aNotification({ id: '65f0000000000000000000f2', text: 'Rita Alves asked to join Lisbon Light', kind: 'join-request', link: '/abialbum/owner?tab=requests' })], 2);
    renderApp('/abialbum/landing');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a panel of the latest, each a link to where it happened; Escape closes it and gives the focus back', async () => {
    signInStored();
    anApi([aNotification(), aNotification({ id: '65f0000000000000000000f2', text: 'Rita Alves asked to join Lisbon Light', kind: 'join-request', link: '/abialbum/owner?tab=requests', read: true })], 1);
    renderApp('/abialbum/landing');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: /12 new followers of Lisbon Light/ })).toHaveAttribute('href', '/abialbum/profile/65f0000000000000000000a1');
    expect(within(panel).getByRole('link', { name: /Rita Alves asked to join Lisbon Light/ })).toHaveAttribute('href', '/abialbum/owner?tab=requests');
    expect(within(panel).getByRole('link', { name: /12 new followers/ })).toHaveTextContent('Unread:');
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/abialbum/notifications');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks all as read, and a followed entry as read, going where it happened', async () => {
    signInStored();
    const api = anApi([aNotification()], 1);
    renderApp('/abialbum/landing');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('link', { name: /12 new followers/ }));
    expect(await screen.findByRole('heading', { name: 'public/Profile' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain('PATCH /api/v1/abialbum/notifications/65f0000000000000000000f1/read'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('says so when there are none, and Mark all as read empties the count', async () => {
    signInStored();
    anApi([], 0);
    renderApp('/abialbum/landing');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('counts a notification that arrives live, without a reload, and Mark all as read clears it', async () => {
    signInStored();
    const api = anApi([], 0);
    renderApp('/abialbum/landing');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(api.streamOpen()).toBe(true));
    await api.send('notification', { notification: aNotification({ text: 'Ana Silva commented on a photo in Lisbon Light', kind: 'comment' }), unread: 3 }, 8);
    expect(bell).toHaveAccessibleName('Notifications, 3 unread');
    await userEvent.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: /Ana Silva commented on a photo in Lisbon Light/ })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expect(api.calls).toContain('PATCH /api/v1/abialbum/notifications/read-all');
  });
});
