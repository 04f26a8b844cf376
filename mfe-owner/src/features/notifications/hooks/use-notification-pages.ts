import { useCallback, useEffect, useState } from 'react';
import type { Notification, Pagination } from '@abialbum/contracts';
import { useToast, i18n } from '@abialbum/web-kit';
import { notificationsClient, useNotifications } from '@abialbum/web-kit/notifications';

interface PageState {
  notifications: Notification[];
  pagination: Pagination | null;
  status: 'loading' | 'ready' | 'error';
}

/**
 * One page (20, newest first) of the signed-in user's notifications. The first page is read again when the live
 * unread count changes (a new notification, or read in another tab); marking read goes through web-kit's center, so
 * the bell follows.
 */
export function useNotificationPages() {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PageState>({ notifications: [], pagination: null, status: 'loading' });
  const live = useNotifications(true);
  const toast = useToast();
  const refreshOn = page === 1 ? live.unread : null;

  useEffect(() => {
    let current = true;
    setState((prev) => ({ ...prev, status: prev.notifications.length > 0 ? prev.status : 'loading' }));
    notificationsClient
      .list(page)
      .then(({ data }) => {
        if (current) setState({ notifications: data.notifications, pagination: data.pagination, status: 'ready' });
      })
      .catch(() => {
        if (!current) return;
        toast.error(i18n.t('notifications.fetchFailed', { ns: 'owner' }));
        setState({ notifications: [], pagination: null, status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [page, attempt, refreshOn, toast]);

  const markRead = useCallback(
    async (notification: Notification) => {
      if (notification.read) return;
      setState((prev) => ({ ...prev, notifications: prev.notifications.map((n) => (n.id === notification.id ? { ...n, read: true } : n)) }));
      await live.markRead(notification.id).catch(() => undefined);
    },
    [live],
  );

  const markAllRead = useCallback(async () => {
    try {
      await live.markAllRead();
      setState((prev) => ({ ...prev, notifications: prev.notifications.map((n) => ({ ...n, read: true })) }));
    } catch {
      toast.error(i18n.t('notifications.markFailed', { ns: 'owner' }));
    }
  }, [live, toast]);

  return { ...state, unread: live.unread, page, setPage, retry: () => setAttempt((n) => n + 1), markRead, markAllRead };
}
