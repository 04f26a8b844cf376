import type { NotificationPage, NotificationRead, UnreadCount } from '@abialbum/contracts';
import { api } from './http';

const BASE = 'abialbum/notifications';

/** The signed-in user's notifications (svc-albums, issue 13). The live stream is `openNotificationStream`. */
export const notificationsClient = {
  /** Newest first, 20 a page, with the unread count. */
  list: (page = 1) => api.get<NotificationPage>(BASE, { query: { page } }),
  unreadCount: () => api.get<UnreadCount>(`${BASE}/unread-count`),
  markRead: (id: string) => api.patch<NotificationRead>(`${BASE}/${encodeURIComponent(id)}/read`),
  markAllRead: () => api.patch<UnreadCount>(`${BASE}/read-all`),
};
