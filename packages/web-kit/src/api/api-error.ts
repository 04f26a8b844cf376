/** A failed call: the HTTP status (0 when no answer came) and what the server said. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors?: Record<string, string>;
  /** The `data` field of the error envelope (usually null), or the raw body when it was not JSON. */
  readonly data: unknown;

  constructor(init: { status: number; code?: string; message?: string; errors?: Record<string, string>; data?: unknown }) {
    super(init.message ?? '');
    this.status = init.status;
    this.code = init.code ?? (init.status ? `HTTP_${init.status}` : 'NETWORK_ERROR');
    if (init.errors) this.errors = init.errors;
    this.data = init.data ?? null;
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const TIMEOUT = 'TIMEOUT';

export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : 'Network error';
  return new ApiError({ status: 0, code: NETWORK_ERROR, message: message || 'Network error' });
}

export function timeoutError(): ApiError {
  return new ApiError({ status: 0, code: TIMEOUT, message: 'Request timeout' });
}

/** Builds the error from an error envelope `{ success:false, data, message, code, errors? }` or any body. */
export function errorFromBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; code?: unknown; errors?: unknown; data?: unknown };
    return new ApiError({
      status,
      code: typeof b.code === 'string' ? b.code : undefined,
      message: typeof b.message === 'string' ? b.message : '',
      errors: isStringRecord(b.errors) ? b.errors : undefined,
      data: b.data ?? null,
    });
  }
  return new ApiError({ status, message: '', data: typeof body === 'string' && body ? body : null });
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');
}
