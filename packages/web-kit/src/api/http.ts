import type { Envelope } from '@abialbum/contracts';
import { apiUrl, requestTimeoutMs } from './api-config';
import { ApiError, errorFromBody, networkError, timeoutError } from './api-error';
import { currentAccessToken, refreshAccessToken } from './access-token';
import { endSession } from './end-session';
import type { SessionKind } from './token-store';

/** Whose token a call carries: the signed-in user's (default), the admin's, or none (login, signup). */
export type AuthMode = SessionKind | 'none';

export interface RequestOptions {
  query?: Record<string, unknown>;
  auth?: AuthMode;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
  const mode = options.auth ?? 'user';
  const token = mode === 'none' ? null : await currentAccessToken(mode);
  let response = await send(method, path, body, options, token);
  if (response.status === 401 && mode !== 'none' && token) {
    const renewed = await refreshAccessToken(mode);
    if (renewed) response = await send(method, path, body, options, renewed);
  }
  const parsed = await readBody(response);
  if (!response.ok) {
    endSession(response.status, path, token !== null, mode);
    throw errorFromBody(response.status, parsed);
  }
  if (parsed && typeof parsed === 'object' && 'success' in parsed) return parsed as Envelope<T>;
  return { success: true, data: parsed as T, message: '' };
}

async function send(method: Method, path: string, body: unknown, options: RequestOptions, token: string | null): Promise<Response> {
  // No Accept of our own (every answer is JSON): a GET then matches the page's `<link rel="preload" as="fetch">` of
  // the same URL (the gateway adds them for a public page's data), which a browser reuses only when headers agree.
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const limit = options.timeoutMs ?? requestTimeoutMs();
  const timer =
    limit === null
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, limit);
  try {
    return await fetch(apiUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (options.signal?.aborted) throw error;
    throw networkError(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions & { body?: unknown }) =>
    request<T>('DELETE', path, options?.body, options),
};

export { ApiError };
