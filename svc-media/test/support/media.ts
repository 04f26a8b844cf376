import type { Highlight, Media, UploadedFile } from '@abialbum/contracts';
import { aPng } from './media-fixtures';
import type { Service } from './service';
import { uploadFiles } from './upload';
import { answer } from '@abialbum/service-kit/testing';

let seed = 1000;

/** A file's URL without its signed link's query: as stored, and as anyone may fetch it once it is public. */
export const bareUrl = <U extends string | null>(url: U): U => (url === null ? url : (url.split('?')[0] as U));

/** A JSON call with the user's token, answered as the envelope. */
export async function call<T = unknown>(svc: Pick<Service, 'url'>, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${svc.url}/api/v1/abialbum${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await answer<T>(res) };
}

/**
 * A picture uploaded to an album (new bytes each time), as it is once its pictures job has run: the same bytes sent
 * again answer with the stored file as it is then (with its WebP sizes), and items made from it show them.
 */
export async function anUpload(svc: Service, token: string, albumId: string, bytes?: Buffer, name?: string): Promise<UploadedFile> {
  seed += 1;
  const picture = bytes ?? (await aPng(seed % 250, 48 + (seed % 50)));
  const send = async () => {
    const res = await uploadFiles(`${svc.url}/api/v1/upload`, [{ bytes: picture, ...(name ? { name } : {}) }], { field: 'file', token, fields: { albumId } });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(await res.json())}`);
    return (await answer<UploadedFile>(res)).data;
  };
  await svc.makePictures((await send()).url);
  return send();
}

/** A media item added the way the upload modal does it: upload, then `albums/media`. */
/** `fileName`: the picture's name on the sender's device. */
export async function aMedia(svc: Service, token: string, albumId: string, over: { sectionId?: string; caption?: string; fileName?: string } = {}): Promise<Media> {
  const { fileName, ...fields } = over;
  const file = await anUpload(svc, token, albumId, undefined, fileName);
  const res = await call<{ media: Media }>(svc, 'POST', '/albums/media', token, { albumId, type: file.type, url: file.url, caption: 'A day out', ...fields });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.media;
}

export async function listMedia(svc: Pick<Service, 'url'>, albumId: string, token?: string, query = '') {
  return call<{ media: Media[]; pagination: { totalItems: number } }>(svc, 'GET', `/albums/${albumId}/media${query}`, token);
}

export async function aHighlightOf(svc: Service, token: string, albumId: string, mediaId: string): Promise<Highlight> {
  const res = await call<{ highlight: Highlight }>(svc, 'POST', '/albums/highlights/add-existing', token, { albumId, mediaId });
  if (res.status !== 201) throw new Error(`highlight failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.highlight;
}
