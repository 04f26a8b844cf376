import { answer, type Answer } from '@abialbum/service-kit/testing';

export interface Reply<T = unknown> extends Answer<T> {
  status: number;
}

const API = '/api/v1/abialbum';

/** Calls the service as a front end would: JSON body, optional bearer token; gives the status and the envelope. */
export function httpClient(baseUrl: string) {
  async function call<T = unknown>(method: string, path: string, options: { token?: string; body?: unknown; rawBody?: string } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${API}${path}`, { method, headers, body });
    return { status: res.status, ...(await answer<T>(res)) };
  }
  return {
    call,
    get: <T = unknown>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T = unknown>(path: string, body?: unknown, token?: string) => call<T>('POST', path, { body, token }),
    put: <T = unknown>(path: string, body?: unknown, token?: string) => call<T>('PUT', path, { body, token }),
    del: <T = unknown>(path: string, token?: string) => call<T>('DELETE', path, { token }),
  };
}
