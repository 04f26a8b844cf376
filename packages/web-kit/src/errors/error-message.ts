import { i18n, currentLocale } from '../i18n/i18n';
import { DEFAULT_LOCALE } from '../i18n/locales';

/** SPEC section 8 "Failure to message mapping", checked in this order: each failure's message key. */
const CATALOGUE_KEYS = {
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  network: 'error.network',
  timeout: 'error.timeout',
  media: 'error.media',
  tooLarge: 'error.tooLarge',
  unsupported: 'error.unsupported',
  server: 'error.server',
  unavailable: 'error.unavailable',
  fallback: 'error.fallback',
} as const;

export type ErrorKind = keyof typeof CATALOGUE_KEYS;

/** The catalogue's message for a kind of failure, in the page's language. */
export const errorText = (kind: ErrorKind): string => i18n.t(CATALOGUE_KEYS[kind], { ns: 'kit' });

interface ErrorLike {
  status?: unknown;
  code?: unknown;
  name?: unknown;
  message?: unknown;
  response?: { status?: unknown; data?: { message?: unknown } };
  body?: { message?: unknown };
}

/**
 * What the API said, in the page's language, or null when it said nothing readable: in English the server's own
 * message (SPEC section 8, rule 10: "the server's message field"); in another language the text of its code in the
 * `api` catalogue (errors/api/i18n, keyed by the codes the services send, loaded only with a language other than
 * English), null for a code the catalogue does not know.
 */
/** What an API error code looks like ('EMAIL_TAKEN'): nothing else is looked up as one. */
const API_CODE = /^[A-Z][A-Z0-9_]*$/;

export function apiMessage(error: unknown): string | null {
  const e: ErrorLike = error && typeof error === 'object' ? (error as ErrorLike) : {};
  const serverMessage = e.response?.data?.message ?? e.body?.message ?? (typeof e.code === 'string' ? e.message : undefined);
  if (currentLocale() === DEFAULT_LOCALE) return typeof serverMessage === 'string' && serverMessage ? serverMessage : null;
  const code = typeof e.code === 'string' && API_CODE.test(e.code) ? e.code : null;
  return code && i18n.exists(code, { ns: 'api' }) ? i18n.t(code, { ns: 'api' }) : null;
}

/**
 * The message a person reads for a failure (SPEC section 8), in the page's language. `fallback`: the screen's own
 * words ('Login failed') for a failure nothing more specific describes; the catalogue's last message without it.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const e: ErrorLike = error && typeof error === 'object' ? (error as ErrorLike) : {};
  const status = typeof e.status === 'number' ? e.status : typeof e.response?.status === 'number' ? e.response.status : 0;
  const ownMessage = typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : '';
  const lower = ownMessage.toLowerCase();

  if (status === 401 || lower.includes('unauthorized')) return errorText('unauthorized');
  if (status === 403) return errorText('forbidden');
  if (isNetworkError(e, lower)) return errorText('network');
  if (e.name === 'AbortError' || e.name === 'TimeoutError' || e.code === 'TIMEOUT' || lower.includes('timeout')) {
    return errorText('timeout');
  }
  if (isMediaError(error, e)) return errorText('media');
  if (status === 413) return errorText('tooLarge');
  if (/unsupported/.test(lower) && /(file|format)/.test(lower)) return errorText('unsupported');
  if (status === 500) return errorText('server');
  if (status === 503) return errorText('unavailable');

  const said = apiMessage(error);
  if (said) return said;
  // The API's English words are not shown on a page in another language; an error the page's own code threw speaks
  // the page's language.
  if (ownMessage && !fromApi(e)) return ownMessage;
  return fallback ?? errorText('fallback');
}

const fromApi = (e: ErrorLike) => typeof e.code === 'string' || e.response !== undefined || e.body !== undefined;

function isNetworkError(e: ErrorLike, lower: string): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (e.code === 'NETWORK_ERROR' || e.code === 'ERR_NETWORK') return true;
  return lower === 'failed to fetch' || lower.includes('network error') || lower.includes('networkerror');
}

function isMediaError(error: unknown, e: ErrorLike): boolean {
  if (typeof MediaError !== 'undefined' && error instanceof MediaError) return true;
  return e.name === 'MediaError' || e.code === 'MEDIA_ERROR';
}
