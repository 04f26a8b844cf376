import type { Comment, Media, MediaReactions, ReactionKind } from '@abialbum/contracts';
import { answer } from '@abialbum/service-kit/testing';
import { newId } from './albums';
import { call } from './media';
import type { Service } from './service';

/** A picture by URL: the owner's is approved at once, a member's waits for approval. */
export async function aPictureByUrl(svc: Service, token: string, albumId: string): Promise<Media> {
  const res = await call<{ media: Media }>(svc, 'POST', '/albums/media', token, { albumId, url: `https://example.com/${newId()}.jpg`, caption: 'Pier' });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.media;
}

export const comment = (svc: Service, mediaId: string, text: string, token?: string) =>
  call<{ comment: Comment }>(svc, 'POST', `/albums/media/${mediaId}/comments`, token, { text });

export const commentsOf = (svc: Service, mediaId: string, token?: string, page = 1) =>
  call<{ comments: Comment[]; pagination: { currentPage: number; totalPages: number; totalItems: number; hasNextPage: boolean } }>(
    svc,
    'GET',
    `/albums/media/${mediaId}/comments?page=${page}`,
    token,
  );

export const react = (svc: Service, mediaId: string, kind: ReactionKind | string, token?: string) =>
  call<MediaReactions>(svc, 'PUT', `/albums/media/${mediaId}/reaction`, token, { kind });

export const reactionsOf = (svc: Service, mediaId: string, token?: string) => call<MediaReactions>(svc, 'GET', `/albums/media/${mediaId}/reactions`, token);

/** The raw answer of a comment (headers too: Retry-After). */
export async function commentRaw(svc: Service, mediaId: string, text: string, token: string) {
  const res = await fetch(`${svc.url}/api/v1/abialbum/albums/media/${mediaId}/comments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await answer<{ comment: Comment }>(res) };
}
