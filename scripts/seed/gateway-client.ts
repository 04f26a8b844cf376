/** A tiny client for the public API through the gateway: the seed goes through the same door as users. */
export interface ApiAnswer<T> {
  status: number;
  body: { success: boolean; data: T | null; message: string; code?: string };
}

export function gatewayClient(baseUrl: string) {
  async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<ApiAnswer<T>> {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: ApiAnswer<T>['body'];
    try {
      parsed = JSON.parse(text) as ApiAnswer<T>['body'];
    } catch {
      throw new Error(`${method} ${path} answered ${res.status} with a non-JSON body: ${text.slice(0, 200)}`);
    }
    return { status: res.status, body: parsed };
  }
  return {
    post: <T>(path: string, body: unknown, token?: string) => call<T>('POST', path, body, token),
    get: <T>(path: string, token?: string) => call<T>('GET', path, undefined, token),
  };
}

export type GatewayClient = ReturnType<typeof gatewayClient>;
