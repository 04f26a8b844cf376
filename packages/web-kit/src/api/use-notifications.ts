import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { notificationCenter, type NotificationsState } from './notification-center';

export interface NotificationsValue extends NotificationsState {
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
  reload(): Promise<void>;
}

/**
 * The signed-in user's unread count and latest notifications, live (one stream per tab, shared by every component
 * that uses this). `enabled` false (signed out) keeps nothing open.
 */
export function useNotifications(enabled = true): NotificationsValue {
  const state = useSyncExternalStore(notificationCenter.subscribe, notificationCenter.getState, notificationCenter.getState);
  useEffect(() => (enabled ? notificationCenter.acquire() : undefined), [enabled]);
  const markRead = useCallback((id: string) => notificationCenter.markRead(id), []);
  const markAllRead = useCallback(() => notificationCenter.markAllRead(), []);
  const reload = useCallback(() => notificationCenter.load(), []);
  return { ...state, markRead, markAllRead, reload };
}
