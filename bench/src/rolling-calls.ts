/**
 * Every call the rolling drill makes, recorded (service, start, end, status or error), and the figures of a time
 * window: calls, failed (no answer, or 5xx, or any answer but the ones the call expects), p99.
 */

export type Service = 'identity' | 'albums' | 'media' | 'content';

export interface Call {
  op: string;
  service: Service;
  start: number;
  end: number;
  /** 0: no answer (connection cut, timeout). */
  status: number;
  failed: boolean;
  error?: string;
}

export interface Answer<T = unknown> {
  status: number;
  data: T | null;
  ok: boolean;
}

const CALL_TIMEOUT_MS = 20_000;

export class Calls {
  readonly all: Call[] = [];

  constructor(private readonly gateway: string) {}

  /**
   * One call through the gateway, recorded. `expect` lists the statuses that are right for it (default: 2xx);
   * 429 (a user's comment limit) is never a failure, but counted apart.
   */
  async send<T>(op: string, service: Service, method: string, path: string, options: { token?: string; body?: unknown; form?: FormData; expect?: number[] } = {}): Promise<Answer<T>> {
    const start = Date.now();
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let status = 0;
    let data: T | null = null;
    let error: string | undefined;
    try {
      const res = await fetch(`${this.gateway}${path}`, {
        method,
        headers,
        body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      status = res.status;
      const text = await res.text();
      try {
        data = (JSON.parse(text) as { data: T }).data;
      } catch {
        data = null;
      }
      if (!res.ok && status !== 429) error = text.slice(0, 200);
    } catch (err) {
      error = err instanceof Error ? `${err.name}: ${(err.cause as Error | undefined)?.message ?? err.message}` : String(err);
    }
    const end = Date.now();
    const right = options.expect ? options.expect.includes(status) : status >= 200 && status < 300;
    const failed = status !== 429 && !right;
    this.all.push({ op, service, start, end, status, failed, ...(failed ? { error } : {}) });
    return { status, data, ok: right };
  }

  /** Calls begun in [from, to). */
  between(from: number, to: number): Call[] {
    return this.all.filter((call) => call.start >= from && call.start < to);
  }
}

export function p99(calls: readonly Call[]): number {
  const times = calls.map((call) => call.end - call.start).sort((a, b) => a - b);
  if (times.length === 0) return 0;
  return times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] ?? 0;
}

/** A line per failed call (op, status or error), the same ones counted once. */
export function describeFailures(calls: readonly Call[]): string[] {
  const byKind = new Map<string, number>();
  for (const call of calls.filter((c) => c.failed)) {
    const kind = `${call.op} -> ${call.status || 'no answer'}${call.error ? ` (${call.error.slice(0, 120)})` : ''}`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  return [...byKind].map(([kind, n]) => `${n} x ${kind}`);
}
