/**
 * Where the API lives. In the browser everything is on one origin (the gateway), so the default is
 * the relative '/api/v1'. Node (pact tests, scripts) sets an absolute base URL.
 */
let baseUrl = '/api/v1';
/** SPEC 9 "HTTP client": no time-out by default; a caller may set one (the timeout message then applies). */
let timeoutMs: number | null = null;

export function configureApi(options: { baseUrl?: string; timeoutMs?: number | null }): void {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (options.timeoutMs !== undefined) timeoutMs = options.timeoutMs;
}

export function apiUrl(path: string, query?: Record<string, unknown>): string {
  const clean = path.replace(/^\/+/, '').replace(/^api\/v1\//, '');
  let url = `${baseUrl}/${clean}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
    const text = params.toString();
    if (text) url += (url.includes('?') ? '&' : '?') + text;
  }
  return url;
}

export function requestTimeoutMs(): number | null {
  return timeoutMs;
}
