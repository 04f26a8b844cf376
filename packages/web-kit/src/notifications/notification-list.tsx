import type { Notification } from '@abialbum/contracts';
import { Link } from 'react-router-dom';
import '../ui/ui.css';
import './notifications.css';

/** "just now", "5 min ago", "2 h ago", "3 d ago", then the date. */
export function notificationTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  if (seconds < 30 * 86_400) return `${Math.floor(seconds / 86_400)} d ago`;
  return new Date(iso).toLocaleDateString();
}

export interface NotificationListProps {
  notifications: Notification[];
  /** A notification followed (its link): mark it read, close a panel. */
  onOpen?(notification: Notification): void;
  className?: string;
}

/** Notifications as links to where each happened, the unread ones marked (the bell's panel, the notifications page). */
export function NotificationList({ notifications, onOpen, className }: NotificationListProps) {
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
                {!notification.read && <span className="wk-visually-hidden">Unread: </span>}
                {notification.text}
              </span>
              <time className="wk-notification__time" dateTime={notification.updatedAt} title={new Date(notification.updatedAt).toLocaleString()}>
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
