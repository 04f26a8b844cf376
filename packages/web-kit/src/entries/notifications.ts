// `@abialbum/web-kit/notifications`: the signed-in user's notifications (the live stream, the one notification
// centre of the page, the list). A federation singleton of its own (scripts/rspack/shared.js): the shell's bell and
// the owner's notifications page share one stream, and a visitor who is not signed in never downloads it.
export { notificationsClient } from '../api/notifications.client';
export { openNotificationStream, type NotificationStreamHandlers } from '../api/notification-stream';
export { useNotifications, type NotificationsValue } from '../api/use-notifications';
export { LATEST_SHOWN, type NotificationsState } from '../api/notification-center';
export { NotificationList, notificationTime, type NotificationListProps } from '../notifications/notification-list';
export { notificationText } from '../notifications/notification-text';
