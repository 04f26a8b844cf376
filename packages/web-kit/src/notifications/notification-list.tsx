import type { Notification } from '@abialbum/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime, useTranslation } from '@abialbum/web-kit';
import { timeAgo } from '../media/comment-parts';
import { notificationText } from './notification-text';
import '../ui/ui.css';
import './notifications.css';

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago", then the date (in the page's language). */
export const notificationTime = (iso: string, now = Date.now()): string => timeAgo(iso, now);

export interface NotificationListProps {
  notifications: Notification[];
  /** A notification followed (its link): mark it read, close a panel. */
  onOpen?(notification: Notification): void;
  className?: string;
}

/** Notifications as links to where each happened, the unread ones marked (the bell's panel, the notifications page). */
export function NotificationList({ notifications, onOpen, className }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  return (
    <ul className={['wk-notifications', className].filter(Boolean).join(' ')}>
      {notifications.map((notification) => (
        <li key={notification.id} className={`wk-notification${notification.read ? '' : ' wk-notification--unread'}`}>
          <Link to={notification.link} className="wk-notification__link" onClick={() => onOpen?.(notification)}>
            {notification.actor?.profileImage ? (
              <img className="wk-notification__avatar" src={notification.actor.profileImage} alt="" width={36} height={36} loading="lazy" />
            ) : (
              <span className="wk-notification__avatar wk-notification__avatar--blank" aria-hidden="true">
                {(notification.actor?.name ?? '•').charAt(0)}
              </span>
            )}
            <span className="wk-notification__body">
              <span className="wk-notification__text">
                {!notification.read && <span className="wk-visually-hidden">{`${t('notifications.unread')} `}</span>}
                {notificationText(notification)}
              </span>
              <time className="wk-notification__time" dateTime={notification.updatedAt} title={formatDateTime(notification.updatedAt)}>
                {notificationTime(notification.updatedAt)}
              </time>
            </span>
            {!notification.read && <span className="wk-notification__dot" aria-hidden="true" />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
