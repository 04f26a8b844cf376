import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Album, AuthResult, Media, Section, UploadedFile } from '@abialbum/contracts';
import type { Person } from './app';
import { BASE_URL } from './browser';

/**
 * What a journey needs to exist before its browser steps start, made through the gateway's public API
 * (the same door the screens use): people, albums, sections, pictures.
 */
export interface Answer<T> {
  status: number;
  body: { success: boolean; data: T | null; message: string; code?: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function send<T>(method: string, path: string, init: { body?: string | FormData; token?: string; json?: boolean } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (init.json) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${BASE_URL}/api/v1${path}`, { method, headers, body: init.body });
    // Sign-up is limited per address: wait as the server says, like a patient user would.
    if (res.status === 429 && attempt < 2) {
      await sleep(Math.min(65, Number(res.headers.get('retry-after')) || 10) * 1000);
      continue;
    }
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as Answer<T>['body'] };
    } catch {
      throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    }
  }
}

export function data<T>(answer: Answer<T>, what: string): T {
  if (answer.status >= 300 || !answer.body.success) {
    throw new Error(`${what} answered ${answer.status} ${answer.body.code ?? ''}: ${answer.body.message}`);
  }
  return answer.body.data as T;
}

/** svc-media learns of a new album or section from an event: a call made right after may not find it yet. */
export async function onceKnown<T>(call: () => Promise<Answer<T>>): Promise<Answer<T>> {
  const until = Date.now() + 20_000;
  for (;;) {
    const answer = await call();
    if (!['ALBUM_NOT_FOUND', 'SECTION_NOT_FOUND'].includes(answer.body.code ?? '') || Date.now() > until) return answer;
    await sleep(250);
  }
}

export const json = (body: unknown) => ({ body: JSON.stringify(body), json: true });

export interface Account {
  id: string;
  token: string;
  person: Person;
}

export async function signUpByApi(person: Person): Promise<Account> {
  const answer = await send<AuthResult>('POST', '/abialbum/users/signup', json({ name: person.name, email: person.email, password: person.password }));
  const result = data(answer, `signup of ${person.email}`);
  return { id: result.id, token: result.accessToken, person };
}

export async function createAlbumByApi(account: Account, album: { title: string; description: string; isPublic?: boolean }): Promise<Album> {
  const answer = await send<{ album: Album }>('POST', '/abialbum/albums', { ...json({ isPublic: true, ...album }), token: account.token });
  return data(answer, `album "${album.title}"`).album;
}

export async function createSectionByApi(
  account: Account,
  section: { albumId: string; title: string; description?: string; isSharedAlbum?: boolean },
): Promise<Section> {
  const answer = await send<{ section: Section }>('POST', '/abialbum/albums/sections', { ...json(section), token: account.token });
  return data(answer, `section "${section.title}"`).section;
}

/** Uploads a picture file and records it as media of the album (the owner's own: approved at once). */
export async function addPictureByApi(account: Account, target: { albumId: string; sectionId?: string; caption: string; file: string }): Promise<Media> {
  const uploaded = await onceKnown(() => {
    const form = new FormData();
    form.append('albumId', target.albumId);
    form.append('file', new Blob([readFileSync(target.file)], { type: 'image/png' }), basename(target.file));
    return send<UploadedFile>('POST', '/upload', { body: form, token: account.token });
  });
  const { url } = data(uploaded, `upload of ${target.file}`);
  const body = { albumId: target.albumId, sectionId: target.sectionId, url, caption: target.caption };
  const created = await onceKnown(() => send<{ media: Media }>('POST', '/abialbum/albums/media', { ...json(body), token: account.token }));
  return data(created, `media "${target.caption}"`).media;
}
