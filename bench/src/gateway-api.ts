/** The calls the platform benchmarks make through the gateway, as the bench user. */
import type { UploadedFile } from '@abialbum/contracts';
import { env } from './results';

export const gatewayUrl = () => env('GATEWAY_URL', 'http://127.0.0.1:8080');

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One call; anything but a 2xx with success stops the benchmark (ApiError says what the platform answered). */
export async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(`${gatewayUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const answer = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok || !answer?.success) throw new ApiError(res.status, `${method} ${path} answered ${res.status}: ${answer?.message ?? ''}`);
  return answer.data;
}

export async function createAlbum(token: string, title: string, isPublic: boolean): Promise<string> {
  const { album } = await api<{ album: { id: string } }>('POST', '/api/v1/abialbum/albums', token, {
    title,
    description: 'Made by the benchmarks, removed when they finish',
    isPublic,
  });
  return album.id;
}

export const deleteAlbum = (token: string, albumId: string) => api('DELETE', `/api/v1/abialbum/albums/${albumId}`, token);

/** Retries `attempt` until it gives a value: the services learn of a new album from events, a moment later. */
export async function eventually<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until) throw new Error(`${what}: not after ${timeoutMs / 1000} s${last instanceof Error ? ` (${last.message})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Small files (held in memory) to an album, in one `/upload/multiple` request. */
export async function uploadSmall(token: string, albumId: string, files: { name: string; type: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return api<{ files: UploadedFile[] }>('POST', `/api/v1/upload/multiple?albumId=${albumId}`, token, form);
}

/** Uploaded files become the album's media (the owner's: approved at once). */
export const attachAll = (token: string, albumId: string, files: UploadedFile[]) =>
  api('POST', '/api/v1/abialbum/albums/media/bulk', token, { albumId, mediaFiles: files.map((file) => ({ url: file.url })) });

/** True once the gateway no longer serves a stored file (the album's deletion removed it). */
export async function fileGone(url: string): Promise<boolean> {
  const res = await fetch(`${gatewayUrl()}${url}`, { method: 'HEAD' });
  return res.status === 404;
}
