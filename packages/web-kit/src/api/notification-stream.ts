import type { NOTIFICATION_STREAM_EVENTS as CONTRACT_EVENTS, NotificationStreamEvent, UnreadCount } from '@abialbum/contracts';
import { apiUrl } from './api-config';
import { currentAccessToken, refreshAccessToken } from './access-token';

/**
 * The stream's event names, as contracts' NOTIFICATION_STREAM_EVENTS (the type keeps them equal): a value import of
 * contracts would bring its zod schemas, and zod whole, into every signed-in page's first load.
 */
export const STREAM_EVENTS: typeof CONTRACT_EVENTS = { notification: 'notification', unread: 'unread' };

export interface NotificationStreamHandlers {
  onNotification(event: NotificationStreamEvent): void;
  onUnread(event: UnreadCount): void;
  /** Each (re)connection: the stream answered 200. */
  onOpen?(): void;
}

interface SseEvent {
  id?: string;
  event: string;
  data: string;
  retry?: number;
}

/** Splits a text/event-stream into events (the WHATWG rules this server's events need: id, event, data, retry, comments). */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let current: SseEvent = { event: 'message', data: '' };
  let hasData = false;
  const line = (text: string) => {
    if (text === '') {
      if (hasData || current.retry !== undefined) onEvent({ ...current, data: current.data.replace(/\n$/, '') });
      current = { event: 'message', data: '' };
      hasData = false;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') {
      current.data += `${value}\n`;
      hasData = true;
    } else if (field === 'event') current.event = value;
    else if (field === 'id') current.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) current.retry = Number(value);
  };
  return (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const newline = buffer.startsWith('\r\n', cut) ? 2 : 1;
      line(buffer.slice(0, cut));
      buffer = buffer.slice(cut + newline);
    }
  };
}

const MAX_WAIT_MS = 30_000;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/**
 * The signed-in user's live notifications: one Server-Sent Events stream, read with fetch (an EventSource cannot send
 * the Authorization header). A 401 refreshes the access token as every other call does, then reconnects; a stream that
 * ends or fails reconnects after the server's `retry` (growing while it keeps failing), sending `Last-Event-ID` so the
 * server sends what was missed. Runs until `signal` aborts or no session is left.
 */
export async function openNotificationStream(handlers: NotificationStreamHandlers, signal: AbortSignal): Promise<void> {
  let lastEventId: string | null = null;
  let retryMs = 3_000;
  let failures = 0;
  while (!signal.aborted) {
    let token = await currentAccessToken('user');
    if (!token) return;
    let response = await connect(token, lastEventId, signal);
    if (response?.status === 401) {
      token = await refreshAccessToken('user');
      if (!token) return;
      response = await connect(token, lastEventId, signal);
      if (response?.status === 401) return;
    }
    if (response?.ok && response.body) {
      failures = 0;
      handlers.onOpen?.();
      const parse = createSseParser((event) => {
        if (event.retry !== undefined) retryMs = event.retry;
        if (event.id !== undefined) lastEventId = event.id;
        if (!event.data) return;
        try {
          const data = JSON.parse(event.data) as unknown;
          if (event.event === STREAM_EVENTS.notification) handlers.onNotification(data as NotificationStreamEvent);
          if (event.event === STREAM_EVENTS.unread) handlers.onUnread(data as UnreadCount);
        } catch {
          // not JSON: not ours
        }
      });
      await read(response.body, parse);
    } else {
      failures += 1;
    }
    if (signal.aborted) return;
    await sleep(Math.min(MAX_WAIT_MS, retryMs * 2 ** Math.min(failures, 4)), signal);
  }
}

async function connect(token: string, lastEventId: string | null, signal: AbortSignal): Promise<Response | null> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
  if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
  try {
    return await fetch(apiUrl('abialbum/notifications/stream'), { headers, credentials: 'include', cache: 'no-store', signal });
  } catch {
    return null;
  }
}

async function read(body: ReadableStream<Uint8Array>, parse: (chunk: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parse(decoder.decode(value, { stream: true }));
    }
  } catch {
    // the connection went (or was aborted): the caller reconnects
  } finally {
    reader.releaseLock();
  }
}
