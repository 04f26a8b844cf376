type Answer = { status: number; body?: unknown } | (() => { status: number; body?: unknown });

/**
 * Replaces the global fetch (the boundary between the app and the network) for jsdom tests,
 * which have no fetch of their own. Routes are "METHOD /path" without the query.
 */
export function installFetch(routes: Record<string, Answer>) {
  const calls: Array<{ key: string; headers: Record<string, string>; body?: string }> = [];
  const fake = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const key = `${method} ${String(input).split('?')[0]}`;
    calls.push({ key, headers: (init.headers ?? {}) as Record<string, string>, body: init.body as string | undefined });
    const route = routes[key];
    if (!route) throw new TypeError('Failed to fetch');
    const answer = typeof route === 'function' ? route() : route;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no Response class: this is the part of it the client reads.
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  });
  (globalThis as { fetch?: unknown }).fetch = fake;
  return calls;
}
