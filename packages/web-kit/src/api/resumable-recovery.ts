import type { Media } from '@abialbum/contracts';
import { ApiError, errorFromBody, networkError } from './api-error';
import { currentAccessToken, refreshAccessToken } from './access-token';

/** What the last PATCH of a finished upload answered: its media item and message. */
export interface FinishedUpload {
  media: Media;
  message: string;
}

/** Waits before asking again while the service is still finishing the upload (409) or briefly away (5xx). */
export const FINISH_RETRY_DELAYS = [1_000, 2_000, 4_000, 8_000];

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The media item of a last PATCH's answer, or null when the answer was not one (a HEAD's, or none). */
export function finishedFrom(body: unknown): FinishedUpload | null {
  const envelope = (typeof body === 'string' ? parse(body) : body) as { data?: { media?: Media }; message?: string } | null;
  return envelope && typeof envelope === 'object' && envelope.data?.media ? { media: envelope.data.media, message: envelope.message ?? '' } : null;
}

async function finalPatch(url: string, length: number, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    'Tus-Resumable': '1.0.0',
    'Upload-Offset': String(length),
    'Content-Type': 'application/offset+octet-stream',
    Accept: 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, { method: 'PATCH', headers, credentials: 'include' });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 28: tus-js-client counts an upload done when a HEAD answers its offset equal to its length, as it does once
 * the service finished the upload but the last PATCH's answer was lost (a phone on a train). That HEAD carries no
 * media item, so the empty PATCH at the end asks the service for the answer again: the same item, never a second one.
 * Rejects with the service's refusal (its 4xx, e.g. a file that turned out not to be a video), or a network error
 * (status 0) when the service cannot be reached: the caller then waits to be online and starts over from HEAD.
 */
export async function recoverFinished(url: string, length: number, delays: readonly number[] = FINISH_RETRY_DELAYS): Promise<FinishedUpload> {
  let token = await currentAccessToken();
  for (let attempt = 0; ; attempt += 1) {
    const response = await finalPatch(url, length, token).catch((err: unknown) => {
      throw networkError(err);
    });
    const body = parse(await response.text().catch(() => ''));
    if (response.ok) {
      const finished = finishedFrom(body);
      if (finished) return finished;
      throw new ApiError({ status: response.status, message: 'Failed to upload file' });
    }
    if (response.status === 401 && attempt === 0) {
      token = (await refreshAccessToken()) ?? token;
      continue;
    }
    const retry = response.status === 409 || response.status === 423 || response.status >= 500;
    const delay = delays[attempt];
    if (!retry) throw errorFromBody(response.status, body);
    // Tries spent: said as a dropped connection, so that the upload goes on (from HEAD) once it can.
    if (delay === undefined) throw networkError(new Error(`the service did not finish the upload (${response.status})`));
    await pause(delay);
  }
}
