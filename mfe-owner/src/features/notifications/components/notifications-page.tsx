import { Button, EmptyState, LoadFailed, Pagination, Spinner } from '@abialbum/web-kit';
import { NotificationList } from '@abialbum/web-kit/notifications';
import { useNotificationPages } from '../hooks/use-notification-pages';
import * as styles from './notifications.module.css';

/** Issue 13: every notification of the signed-in user (/abialbum/notifications), 20 a page, newest first. */
export function NotificationsPage() {
  const { notifications, pagination, status, unread, page, setPage, retry, markRead, markAllRead } = useNotificationPages();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Notifications</h1>
        <Button variant="secondary" size="sm" disabled={unread === 0} onClick={() => void markAllRead()}>
          Mark all as read
        </Button>
      </div>
      {pagination && <p className={styles.total}>{unread > 0 ? `${unread} unread` : 'All caught up'}</p>}
      {status === 'loading' ? (
        <Spinner label="Loading notifications..." showLabel />
      ) : status === 'error' ? (
        <LoadFailed message="Notifications could not be loaded." onRetry={retry} size="md" />
      ) : notifications.length === 0 ? (
        <EmptyState title="No notifications yet" description="Join requests, followers, uploads and comments will appear here." headingLevel={2} />
      ) : (
        <NotificationList notifications={notifications} onOpen={(n) => void markRead(n)} className={styles.list} />
      )}
      {pagination && notifications.length > 0 && (
        <Pagination label="Notification pages" page={page} totalPages={pagination.totalPages} onPageChange={setPage} disabled={status === 'loading'} className={styles.pagination} />
      )}
    </div>
  );
}
