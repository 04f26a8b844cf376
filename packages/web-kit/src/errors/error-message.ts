/** SPEC section 8 "Failure to message mapping", checked in this order. */
export const ERROR_MESSAGES = {
  unauthorized: 'Invalid email or password. Please try again.',
  forbidden: 'Access denied. You do not have permission to perform this action.',
  network: 'Please check your internet connection and try again.',
  timeout: 'Request timed out. Please check your internet connection.',
  media: 'Media playback error. The file may be corrupted or in an unsupported format.',
  tooLarge: 'File is too large. Please try a smaller file.',
  unsupported: 'Unsupported file format. Please use a supported format.',
  server: 'Server error. Please try again later.',
  unavailable: 'Service temporarily unavailable. Please try again later.',
  fallback: 'An unexpected error occurred. Please try again.',
} as const;

interface ErrorLike {
  status?: unknown;
  code?: unknown;
  name?: unknown;
  message?: unknown;
  response?: { status?: unknown; data?: { message?: unknown } };
  body?: { message?: unknown };
}

export function errorMessage(error: unknown): string {
  const e: ErrorLike = error && typeof error === 'object' ? (error as ErrorLike) : {};
  const status = typeof e.status === 'number' ? e.status : typeof e.response?.status === 'number' ? e.response.status : 0;
  const ownMessage = typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : '';
  const lower = ownMessage.toLowerCase();

  if (status === 401 || lower.includes('unauthorized')) return ERROR_MESSAGES.unauthorized;
  if (status === 403) return ERROR_MESSAGES.forbidden;
  if (isNetworkError(e, lower)) return ERROR_MESSAGES.network;
  if (e.name === 'AbortError' || e.name === 'TimeoutError' || e.code === 'TIMEOUT' || lower.includes('timeout')) {
    return ERROR_MESSAGES.timeout;
  }
  if (isMediaError(error, e)) return ERROR_MESSAGES.media;
  if (status === 413) return ERROR_MESSAGES.tooLarge;
  if (/unsupported/.test(lower) && /(file|format)/.test(lower)) return ERROR_MESSAGES.unsupported;
  if (status === 500) return ERROR_MESSAGES.server;
  if (status === 503) return ERROR_MESSAGES.unavailable;

  const serverMessage = e.response?.data?.message ?? e.body?.message;
  if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
  if (ownMessage) return ownMessage;
  return ERROR_MESSAGES.fallback;
}

function isNetworkError(e: ErrorLike, lower: string): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (e.code === 'NETWORK_ERROR' || e.code === 'ERR_NETWORK') return true;
  return lower === 'failed to fetch' || lower.includes('network error') || lower.includes('networkerror');
}

function isMediaError(error: unknown, e: ErrorLike): boolean {
  if (typeof MediaError !== 'undefined' && error instanceof MediaError) return true;
  return e.name === 'MediaError' || e.code === 'MEDIA_ERROR';
}
