import type { Notification } from '@abialbum/contracts';
import { notificationsClient } from './notifications.client';
import { openNotificationStream } from './notification-stream';

/** How many of the newest the bell's panel shows. */
export const LATEST_SHOWN = 8;

export interface NotificationsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  unread: number;
  /** The newest, newest first (the bell's panel). */
  latest: Notification[];
}

const IDLE: NotificationsState = { status: 'idle', unread: 0, latest: [] };

/**
 * The signed-in user's unread count and latest notifications, for every component of the tab (web-kit is one
 * instance across the shell and the remotes): loaded once, then kept current by one live stream per tab, opened
 * while anything uses it (`acquire`) and closed when the last user lets go.
 */
class NotificationCenter {
  private state: NotificationsState = IDLE;
  private readonly listeners = new Set<() => void>();
  private users = 0;
  private abort?: AbortController;

  getState = (): NotificationsState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<NotificationsState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** Starts the center (first user); the returned function lets go (the last one stops it). */
  acquire(): () => void {
    this.users += 1;
    if (this.users === 1) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.stop();
    };
  }

  private start(): void {
    const abort = new AbortController();
    this.abort = abort;
    void this.load(abort.signal);
    void openNotificationStream(
      {
        onNotification: ({ notification, unread }) => {
          if (abort.signal.aborted) return;
          this.set({ unread, latest: [notification, ...this.state.latest.filter((n) => n.id !== notification.id)].slice(0, LATEST_SHOWN) });
        },
        onUnread: ({ unread }) => {
          if (abort.signal.aborted) return;
          // Read elsewhere (another tab): the list is read again for its marks.
          if (unread !== this.state.unread) void this.load(abort.signal);
          this.set({ unread });
        },
      },
      abort.signal,
    );
  }

  private stop(): void {
    this.abort?.abort();
    this.abort = undefined;
    this.state = IDLE;
  }

  /** Reads the newest page again (after a reconnect, a read elsewhere, or on demand). */
  async load(signal = this.abort?.signal): Promise<void> {
    if (this.state.status !== 'ready') this.set({ status: 'loading' });
    try {
      const { data } = await notificationsClient.list(1);
      if (signal?.aborted) return;
      this.set({ status: 'ready', unread: data.unread, latest: data.notifications.slice(0, LATEST_SHOWN) });
    } catch {
      if (!signal?.aborted) this.set({ status: 'error' });
    }
  }

  async markRead(id: string): Promise<void> {
    const { data } = await notificationsClient.markRead(id);
    this.set({ unread: data.unread, latest: this.state.latest.map((n) => (n.id === id ? { ...n, read: true } : n)) });
  }

  async markAllRead(): Promise<void> {
    const { data } = await notificationsClient.markAllRead();
    this.set({ unread: data.unread, latest: this.state.latest.map((n) => ({ ...n, read: true })) });
  }
}

export const notificationCenter = new NotificationCenter();
