import { Button, EmptyState, LoadFailed, Spinner, useTranslation } from '@abialbum/web-kit';
import { Pagination } from '@abialbum/web-kit/forms';
import { NotificationList } from '@abialbum/web-kit/notifications';
import { useNotificationPages } from '../hooks/use-notification-pages';
import * as styles from './notifications.module.css';

/** Issue 13: every notification of the signed-in user (/abialbum/notifications), 20 a page, newest first. */
export function NotificationsPage() {
  const { t } = useTranslation('owner');
  const { notifications, pagination, status, unread, page, setPage, retry, markRead, markAllRead } = useNotificationPages();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('notifications.title')}</h1>
        <Button variant="secondary" size="sm" disabled={unread === 0} onClick={() => void markAllRead()}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {pagination && <p className={styles.total}>{unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.allRead')}</p>}
      {status === 'loading' ? (
        <Spinner label={t('notifications.loading')} showLabel />
      ) : status === 'error' ? (
        <LoadFailed message={t('notifications.loadFailed')} onRetry={retry} size="md" />
      ) : notifications.length === 0 ? (
        <EmptyState title={t('notifications.emptyTitle')} description={t('notifications.emptyText')} headingLevel={2} />
      ) : (
        <NotificationList notifications={notifications} onOpen={(n) => void markRead(n)} className={styles.list} />
      )}
      {pagination && notifications.length > 0 && (
        <Pagination label={t('notifications.pages')} page={page} totalPages={pagination.totalPages} onPageChange={setPage} disabled={status === 'loading'} className={styles.pagination} />
      )}
    </div>
  );
}
