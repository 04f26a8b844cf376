import { readFileSync } from 'node:fs';
import { uniqueWord } from './app';
import type { Caller } from './authorization-table';
import {
  aCommentOf,
  pendingUploadOf,
  resumableCreation,
  throwawayHighlight,
  throwawayMedia,
  throwawayResumable,
  throwawaySection,
  throwawayShareLink,
  type World,
} from './authorization-world';

/**
 * How the matrix calls one operation as one caller: the path parameters filled with the arranged ids (by
 * name, and for `{id}` by the path), and a body a permitted caller may send. A call that would destroy
 * something later rows need (a delete, a decision) gets a throwaway of its own for the caller it succeeds for;
 * the refused callers are sent at the arranged ones (and must change nothing).
 */
export interface Request {
  path: string;
  body?: string | FormData | Blob;
  json?: boolean;
  /** Headers a protocol needs besides the token (tus). */
  headers?: Record<string, string>;
}

type Params = Record<string, string>;
const A = '/api/v1/abialbum';

function idOf(path: string, world: World): string {
  if (/\/albums\/sections\/\{id\}|\/shared-section\/\{id\}/.test(path)) return world.sectionId;
  if (path.includes('/albums/media/{id}')) return world.media.id;
  if (path.includes('/albums/highlights/{id}')) return world.highlightId;
  if (path.includes('/admin/users/{id}')) return world.member.id;
  if (path.includes('/upload/resumable/{id}')) return world.resumableId;
  return world.albumId;
}

function paramsOf(path: string, world: World): Params {
  const fileKey = world.media.url.split('?')[0]?.split('/').pop() ?? '';
  const byName: Params = { requestId: world.requestId, mediaId: world.pendingMediaId, key: fileKey, commentId: world.commentId, linkId: world.shareLinkId };
  return Object.fromEntries([...path.matchAll(/\{([^}]+)\}/g)].map(([, name = '']) => [name, name === 'id' ? idOf(path, world) : (byName[name] ?? '')]));
}

/** Throwaways for the caller a destructive row succeeds for. */
const throwaways: Record<string, Partial<Record<Caller, (world: World) => Promise<Params>>>> = {
  [`DELETE ${A}/albums/sections/{id}`]: { owner: async (w) => ({ id: await throwawaySection(w.owner, w.albumId) }) },
  [`DELETE ${A}/albums/media/{id}`]: { owner: async (w) => ({ id: await throwawayMedia(w.owner, w.albumId) }) },
  [`DELETE ${A}/albums/highlights/{id}`]: { owner: async (w) => ({ id: await throwawayHighlight(w.owner, w.albumId) }) },
  [`PATCH ${A}/albums/{id}/join-requests/{requestId}/reject`]: { owner: async (w) => ({ requestId: w.secondRequestId }) },
  [`DELETE ${A}/albums/{id}/join-requests/{requestId}`]: { stranger: async (w) => ({ requestId: w.strangerRequestId }) },
  [`PATCH ${A}/albums/{id}/media/{mediaId}/approve`]: { owner: async (w) => ({ mediaId: await pendingUploadOf(w.member, w.albumId) }) },
  [`PATCH ${A}/albums/{id}/media/{mediaId}/reject`]: { owner: async (w) => ({ mediaId: await pendingUploadOf(w.member, w.albumId) }) },
  [`PATCH ${A}/albums/{id}/media/bulk-approve`]: { owner: async (w) => ({ mediaId: await pendingUploadOf(w.member, w.albumId) }) },
  // The member's own comment, the owner's (their album) and the admin's (any) deletions each take a new one of the member's.
  [`DELETE ${A}/albums/media/comments/{commentId}`]: {
    member: async (w) => ({ commentId: await aCommentOf(w.member, w.media.id) }),
    owner: async (w) => ({ commentId: await aCommentOf(w.member, w.media.id) }),
    admin: async (w) => ({ commentId: await aCommentOf(w.member, w.media.id) }),
  },
  [`DELETE ${A}/albums/{id}/share-links/{linkId}`]: { owner: async (w) => ({ linkId: await throwawayShareLink(w.owner, w.albumId, w.sectionId) }) },
  [`POST ${A}/albums/{id}/share-links/{linkId}/replace`]: { owner: async (w) => ({ linkId: await throwawayShareLink(w.owner, w.albumId, w.sectionId) }) },
  ['PATCH /api/v1/upload/resumable/{id}']: { owner: async (w) => ({ id: await throwawayResumable(w.owner, w.albumId) }) },
  ['DELETE /api/v1/upload/resumable/{id}']: { owner: async (w) => ({ id: await throwawayResumable(w.owner, w.albumId) }) },
};

const picture = (file: string) => new Blob([readFileSync(file)], { type: 'image/png' });
const webPicture = () => `https://example.com/${uniqueWord('matrix')}.jpg`;

/** What a permitted caller sends; the refused ones send the same. */
function bodyOf(key: string, world: World, params: Params, pictureFile: string): Omit<Request, 'path'> {
  const json = (value: unknown) => ({ body: JSON.stringify(value), json: true });
  const form = (fields: Record<string, string | Blob>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') data.append(name, value);
      else data.append(name, value, 'matrix.png');
    }
    return { body: data };
  };
  const albumId = world.albumId;
  switch (key) {
    case `POST ${A}/albums`:
      return json({ title: uniqueWord('Matrix'), isPublic: false });
    case `PUT ${A}/albums/{id}`:
      return json({ description: 'Only for the family, and the matrix' });
    case `POST ${A}/albums/sections`:
      return json({ albumId, title: uniqueWord('Matrix') });
    case `PUT ${A}/albums/sections/{id}`:
      return json({ description: 'Changed by the matrix' });
    case `POST ${A}/albums/{id}/share-links`:
      return json({ sectionId: world.sectionId, allowDownload: false });
    case `POST ${A}/albums/{id}/join-request`:
      return json({ message: 'May I join?' });
    case `PATCH ${A}/albums/{id}/join-requests/{requestId}/reject`:
    case `PATCH ${A}/albums/{id}/media/{mediaId}/reject`:
      return json({ rejectionReason: 'Not this one' });
    case `POST ${A}/albums/media`:
      return json({ albumId, url: webPicture(), caption: 'By the matrix' });
    case `POST ${A}/albums/media/bulk`:
      return json({ albumId, urls: [webPicture()] });
    case `PUT ${A}/albums/media/{id}`:
      return json({ caption: 'Grandma, captioned again' });
    case `PATCH ${A}/albums/{id}/media/bulk-approve`:
      return json({ mediaIds: [params.mediaId ?? world.pendingMediaId] });
    case `POST ${A}/albums/highlights`:
      return json({ albumId, url: webPicture(), caption: 'Highlight by the matrix' });
    case `PUT ${A}/albums/highlights/{id}`:
      return json({ caption: 'Highlight, captioned again' });
    case `POST ${A}/albums/media/{id}/comments`:
      return json({ text: 'Said by the matrix' });
    case `PUT ${A}/albums/media/comments/{commentId}`:
      return json({ text: 'Said again by the matrix' });
    case `PUT ${A}/albums/media/{id}/reaction`:
      return json({ kind: 'heart' });
    case `POST ${A}/albums/highlights/add-existing`:
      return json({ albumId, mediaId: world.media.id });
    case `PUT ${A}/users/profile`:
      return json({ city: 'Matrixville' });
    case `POST ${A}/users/email/change`:
      // A wrong password: past the guard (400, not 401/403), and nobody's address changes.
      return json({ email: 'matrix.new@abialbum.test', password: 'Wrong@12345' });
    case `POST ${A}/user/logout`:
    case `POST ${A}/admin/logout`:
      // Without a refresh token nothing is revoked: the caller's token keeps working for later rows.
      return json({});
    case `PUT ${A}/admin/users/{id}/block`:
    case `PUT ${A}/admin/albums/{id}/block`:
      // Unblocking what is not blocked: allowed and harmless.
      return json({ isBlocked: false });
    case `PUT ${A}/admin/users/{id}/toggle-album-modal`:
      return json({ showcreateAlbumModal: true });
    case `POST ${A}/content/admin/about`:
    case `POST ${A}/content/admin/terms`:
      // Invalid on purpose: the admin gets past the guard (400, not 401/403) without changing the pages other journeys read.
      return json({});
    case 'POST /api/v1/upload':
      return form({ albumId, file: picture(pictureFile) });
    case 'POST /api/v1/upload/multiple':
      return form({ albumId, files: picture(pictureFile) });
    case 'POST /api/v1/upload/profile-image':
      return form({ file: picture(pictureFile) });
    case 'POST /api/v1/upload/resumable':
      return { headers: resumableCreation(albumId) };
    case 'HEAD /api/v1/upload/resumable/{id}':
    case 'DELETE /api/v1/upload/resumable/{id}':
      return { headers: { 'tus-resumable': '1.0.0' } };
    case 'PATCH /api/v1/upload/resumable/{id}':
      // The first bytes of the file: the upload goes on (204), not finished.
      return {
        body: new Blob([new Uint8Array(10)]),
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      };
    default:
      return {};
  }
}

/** The request of operation `key` (`METHOD /path`) for `caller`. */
export async function requestFor(key: string, caller: Caller, world: World, pictureFile: string): Promise<Request> {
  const path = key.slice(key.indexOf(' ') + 1);
  const params = { ...paramsOf(path, world), ...(await throwaways[key]?.[caller]?.(world)) };
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return { path: filled, ...bodyOf(key, world, params, pictureFile) };
}
