/** A tiny client for the public API through the gateway: the seed goes through the same door as users. */
export interface ApiAnswer<T> {
  status: number;
  body: { success: boolean; data: T | null; message: string; code?: string };
}

export interface UploadPart {
  name: string;
  type: string;
  bytes: Buffer;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_RATE_LIMIT_WAITS = 3;

export function gatewayClient(baseUrl: string) {
  async function send<T>(method: string, path: string, body: string | FormData | undefined, headers: Record<string, string>): Promise<ApiAnswer<T>> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body });
      const text = await res.text();
      // Sign-up and sign-in are limited per address (gateway and identity): wait as told, like a patient user.
      if (res.status === 429 && attempt < MAX_RATE_LIMIT_WAITS) {
        const seconds = Math.min(65, Number(res.headers.get('retry-after')) || 10);
        console.log(`  ${method} ${path}: rate-limited, waiting ${seconds}s`);
        await sleep(seconds * 1000);
        continue;
      }
      try {
        return { status: res.status, body: JSON.parse(text) as ApiAnswer<T>['body'] };
      } catch {
        throw new Error(`${method} ${path} answered ${res.status} with a non-JSON body: ${text.slice(0, 200)}`);
      }
    }
  }

  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<ApiAnswer<T>> {
    const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...auth(token) };
    return send<T>(method, path, body === undefined ? undefined : JSON.stringify(body), headers);
  }

  /** A multipart upload, as the browser's form would send it (files under one field name). */
  function upload<T>(path: string, field: string, files: UploadPart[], token: string): Promise<ApiAnswer<T>> {
    const form = new FormData();
    for (const file of files) form.append(field, new Blob([file.bytes], { type: file.type }), file.name);
    return send<T>('POST', path, form, auth(token));
  }

  return {
    post: <T>(path: string, body: unknown, token?: string) => call<T>('POST', path, body, token),
    put: <T>(path: string, body: unknown, token?: string) => call<T>('PUT', path, body, token),
    patch: <T>(path: string, body: unknown, token?: string) => call<T>('PATCH', path, body, token),
    delete: <T>(path: string, token?: string) => call<T>('DELETE', path, undefined, token),
    get: <T>(path: string, token?: string) => call<T>('GET', path, undefined, token),
    upload,
    /** The bytes of a file the platform serves (`url` as the API answers it, e.g. /api/v1/files/...). */
    async download(url: string): Promise<Buffer> {
      const res = await fetch(new URL(url, baseUrl));
      if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

export type GatewayClient = ReturnType<typeof gatewayClient>;

/** A route another issue has not built yet (501), or that the gateway or service does not know. */
export const isMissingRoute = (answer: ApiAnswer<unknown>) =>
  answer.status === 501 || (answer.status === 404 && answer.body.code === 'ROUTE_NOT_FOUND') || answer.status === 405;

/** The data of a successful answer; anything else stops the seed with what the server said. */
export function expectOk<T>(answer: ApiAnswer<T>, what: string): T {
  if (answer.status < 200 || answer.status > 299 || !answer.body.success) {
    throw new Error(`${what} answered ${answer.status} ${answer.body.code ?? ''}: ${answer.body.message}`);
  }
  return answer.body.data as T;
}

/**
 * Retries a call while it answers one of `retryCodes` (a read model that has not caught up with an event
 * yet, e.g. svc-media learning of an album svc-albums just created), for up to `seconds`.
 */
export async function eventually<T>(attempt: () => Promise<ApiAnswer<T>>, retryCodes: string[], seconds = 20): Promise<ApiAnswer<T>> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const answer = await attempt();
    if (!retryCodes.includes(answer.body.code ?? '') || Date.now() > until) return answer;
    await sleep(250);
  }
}
