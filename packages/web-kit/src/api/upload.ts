import type { Envelope } from '@abialbum/contracts';
import { apiUrl } from './api-config';
import { errorFromBody, networkError, timeoutError } from './api-error';
import { currentAccessToken, refreshAccessToken } from './access-token';
import { endSession } from './end-session';
import type { AuthMode } from './http';
import { readAdmin } from './token-store';

export interface UploadOptions {
  /** POST unless the call replaces a resource's file (PUT). */
  method?: 'POST' | 'PUT';
  fieldName?: string;
  /** Sent before the file so that the server's stream parser sees them first. */
  fields?: Record<string, string | number | boolean | undefined>;
  onProgress?: (fraction: number) => void;
  auth?: AuthMode;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` (issue 28; svc-media's /upload, /upload/multiple): a repeat of the same call with the
   * same key (a retry after a lost answer) answers the first result and stores nothing new. One key per user action.
   */
  idempotencyKey?: string;
}

interface XhrResult {
  status: number;
  body: unknown;
}

/** Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). */
export async function uploadFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<Envelope<T>> {
  const mode = options.auth ?? 'user';
  const token = mode === 'user' ? await currentAccessToken() : mode === 'admin' ? (readAdmin()?.token ?? null) : null;
  let result = await sendForm(path, buildForm(file, options), token, options);
  if (result.status === 401 && mode === 'user' && token) {
    const renewed = await refreshAccessToken();
    if (renewed) result = await sendForm(path, buildForm(file, options), renewed, options);
  }
  if (result.status < 200 || result.status >= 300) {
    endSession(result.status, path, token !== null, mode);
    throw errorFromBody(result.status, result.body);
  }
  options.onProgress?.(1);
  const body = result.body;
  if (body && typeof body === 'object' && 'success' in body) return body as Envelope<T>;
  return { success: true, data: body as T, message: '' };
}

function buildForm(file: Blob, options: UploadOptions): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) {
    if (value !== undefined) form.append(key, String(value));
  }
  const name = (file as File).name;
  if (name) form.append(options.fieldName ?? 'file', file, name);
  else form.append(options.fieldName ?? 'file', file);
  return form;
}

function sendForm(path: string, form: FormData, token: string | null, options: UploadOptions): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(networkError(new Error('Network error')));
    xhr.ontimeout = () => reject(timeoutError());
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
