import { answer } from '@abialbum/service-kit/testing';

/** Calls the service as the gateway would forward a client's request. */
export function client(baseUrl: string) {
  const request = async <T = unknown>(method: string, path: string, options: { token?: string; body?: unknown; raw?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
    const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const res = await fetch(`${baseUrl}/api/v1/abialbum${path}`, { method, headers, body });
    return { status: res.status, headers: res.headers, body: await answer<T>(res) };
  };
  return {
    get: <T = unknown>(path: string, token?: string) => request<T>('GET', path, { token }),
    post: <T = unknown>(path: string, body: unknown, token?: string) => request<T>('POST', path, { token, body }),
    postRaw: (path: string, raw: string, token?: string) => request('POST', path, { token, raw }),
  };
}
