import type { IncomingMessage, ServerResponse } from 'node:http';

export class UpstreamTimeoutError extends Error {
  readonly code = 'GATEWAY_TIMEOUT';
}
export class BodyTooLargeError extends Error {
  readonly code = 'PAYLOAD_TOO_LARGE';
}

/** What one call has been through so far, across its attempts. */
export interface CallState {
  /** Instances this call went to, the current one last. */
  tried: Set<string>;
  target: string;
  /** The current attempt's connection is open: from here on, what was written may have reached the instance. */
  connected: boolean;
  /** Body bytes read from the client so far: once any is, the body cannot be sent again. */
  consumed: number;
  retried: boolean;
}

/** The instance is gone or refuses: errors of the connection, not of the call. */
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'ECONNABORTED']);

export function isConnectionError(err: Error): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return (code !== undefined && CONNECTION_ERRORS.has(code)) || err.message === 'socket hang up';
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Whether a failed call may go to another instance, once: nothing has been answered yet, the client is still there,
 * not one byte of its body was read (a streamed body is never replayed half way), and either the call never reached
 * the instance (its connection never opened) or it is a GET or HEAD, which may safely run twice.
 */
export function mayRetry(err: Error, req: IncomingMessage, res: ServerResponse, state: CallState): boolean {
  if (state.retried || res.headersSent || res.writableEnded || req.socket.destroyed) return false;
  if (err instanceof BodyTooLargeError || err instanceof UpstreamTimeoutError) return false;
  if (state.consumed > 0) return false;
  if (!state.connected) return true;
  return SAFE_METHODS.has((req.method ?? '').toUpperCase()) && isConnectionError(err);
}
