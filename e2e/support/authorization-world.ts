import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import type { JoinRequest, Media } from '@abialbum/contracts';
import { addPictureByApi, createAlbumByApi, createSectionByApi, data, json, onceKnown, send, signUpByApi, type Account, type Answer } from './api';
import { ADMIN, newPerson, uniqueWord } from './app';
import { BASE_URL } from './browser';

/**
 * The people and things the authorisation matrix calls every operation about, made once through the public
 * API: an owner's private album with a section, an approved picture, a highlight and a pending join request;
 * an approved member (with a pending upload of their own), a stranger, and the seeded admin.
 */
export interface World {
  owner: Account;
  member: Account;
  stranger: Account;
  admin: { token: string };
  albumId: string;
  sectionId: string;
  /** The owner's approved picture, uploaded as a file: its `url` is a signed link (the album is private). */
  media: Media;
  highlightId: string;
  /** A pending join request (of a requester who is none of the callers). */
  requestId: string;
  /** Another pending join request, for the owner's rejection (the first is for the approval). */
  secondRequestId: string;
  /** The stranger's own pending request (asked while the album was public): still no member. */
  strangerRequestId: string;
  /** The member's upload, waiting for the owner's approval. */
  pendingMediaId: string;
  /** The id of a resumable (tus) upload the owner started and has not finished. */
  resumableId: string;
  /** The member's comment on the owner's picture. */
  commentId: string;
  /** A share link of the owner's section (issue 27 item 2). */
  shareLinkId: string;
}

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? ADMIN.email;
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? ADMIN.password;
const A = '/abialbum';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** svc-media learns of a membership from an event: the member's first upload may be refused for a moment. */
async function untilAccepted<T>(call: () => Promise<Answer<T>>): Promise<Answer<T>> {
  const until = Date.now() + 20_000;
  for (;;) {
    const answer = await onceKnown(call);
    if (answer.status < 300 || Date.now() > until) return answer;
    await sleep(250);
  }
}

async function requestToJoin(account: Account, albumId: string): Promise<string> {
  const answer = await send<{ request: JoinRequest }>('POST', `${A}/albums/${albumId}/join-request`, { ...json({ message: 'Let me in' }), token: account.token });
  return data(answer, `join request of ${account.person.email}`).request.id;
}

/** A picture by URL that waits for the owner's approval (the member's uploads always do). */
export async function pendingUploadOf(member: Account, albumId: string): Promise<string> {
  const body = { albumId, url: `https://example.com/${uniqueWord('pending')}.jpg`, caption: 'Waiting for approval' };
  const answer = await untilAccepted(() => send<{ media: Media }>('POST', `${A}/albums/media`, { ...json(body), token: member.token }));
  return data(answer, 'the member upload').media.id;
}

/** The owner's picture by URL (approved at once), to be deleted by a row. */
export async function throwawayMedia(owner: Account, albumId: string): Promise<string> {
  const body = { albumId, url: `https://example.com/${uniqueWord('throwaway')}.jpg`, caption: 'Throwaway' };
  return data(await onceKnown(() => send<{ media: Media }>('POST', `${A}/albums/media`, { ...json(body), token: owner.token })), 'throwaway media').media.id;
}

/** A comment of `author` on a media item: its id. */
export async function aCommentOf(author: Account, mediaId: string): Promise<string> {
  const answer = await send<{ comment: { id: string } }>('POST', `${A}/albums/media/${mediaId}/comments`, { ...json({ text: 'A comment of the matrix' }), token: author.token });
  return data(answer, 'a comment').comment.id;
}

export async function throwawayHighlight(owner: Account, albumId: string): Promise<string> {
  const body = { albumId, url: `https://example.com/${uniqueWord('highlight')}.jpg`, caption: 'Throwaway highlight' };
  const answer = await onceKnown(() => send<{ highlight: { id: string } }>('POST', `${A}/albums/highlights`, { ...json(body), token: owner.token }));
  return data(answer, 'throwaway highlight').highlight.id;
}

/** A share link of the owner's section: its id. */
export async function throwawayShareLink(owner: Account, albumId: string, sectionId: string): Promise<string> {
  const answer = await send<{ link: { id: string } }>('POST', `${A}/albums/${albumId}/share-links`, { ...json({ sectionId }), token: owner.token });
  return data(answer, 'a share link').link.id;
}

export async function throwawaySection(owner: Account, albumId: string): Promise<string> {
  return (await createSectionByApi(owner, { albumId, title: uniqueWord('Throwaway') })).id;
}

/** The tus headers of a creation: a file of `length` bytes for the album. */
export function resumableCreation(albumId: string, length = 1000): Record<string, string> {
  const meta = (value: string) => Buffer.from(value).toString('base64');
  return { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': `albumId ${meta(albumId)},filename ${meta('matrix.mp4')}` };
}

/** A resumable upload the owner started (nothing sent yet): its id. */
export async function throwawayResumable(owner: Account, albumId: string): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/v1/upload/resumable`, {
    method: 'POST',
    headers: { ...resumableCreation(albumId), authorization: `Bearer ${owner.token}` },
  });
  const location = res.headers.get('location');
  if (res.status !== 201 || !location) throw new Error(`resumable upload not created: ${res.status} ${await res.text()}`);
  return location.split('/').pop() ?? '';
}

export async function arrangeWorld(pictureFile: string): Promise<World> {
  const [owner, member, stranger, requester, secondRequester] = await Promise.all(
    ['Owner', 'Member', 'Stranger', 'Requester', 'Requester'].map((role) => signUpByApi(newPerson(role))),
  ) as [Account, Account, Account, Account, Account];
  // Public while people ask to join (a private album takes no requests), private from then on.
  const album = await createAlbumByApi(owner, { title: uniqueWord('Private'), description: 'Only for the family', isPublic: true });
  const section = await createSectionByApi(owner, { albumId: album.id, title: 'Family' });
  const media = await addPictureByApi(owner, { albumId: album.id, sectionId: section.id, caption: 'Grandma', file: pictureFile });
  const highlight = await onceKnown(() =>
    send<{ highlight: { id: string } }>('POST', `${A}/albums/highlights/add-existing`, { ...json({ albumId: album.id, mediaId: media.id }), token: owner.token }),
  );

  const memberRequest = await requestToJoin(member, album.id);
  data(await send('PATCH', `${A}/albums/${album.id}/join-requests/${memberRequest}/approve`, { token: owner.token }), 'approval of the member');
  const requestId = await requestToJoin(requester, album.id);
  const secondRequestId = await requestToJoin(secondRequester, album.id);
  const strangerRequestId = await requestToJoin(stranger, album.id);
  data(await send('PUT', `${A}/albums/${album.id}`, { ...json({ isPublic: false }), token: owner.token }), 'turning the album private');

  const adminLogin = await send<{ accessToken: string }>('POST', `${A}/admin/login`, json({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
  return {
    owner,
    member,
    stranger,
    admin: { token: data(adminLogin, 'admin login').accessToken },
    albumId: album.id,
    sectionId: section.id,
    media,
    highlightId: data(highlight, 'the highlight').highlight.id,
    requestId,
    secondRequestId,
    strangerRequestId,
    pendingMediaId: await pendingUploadOf(member, album.id),
    resumableId: await throwawayResumable(owner, album.id),
    commentId: await aCommentOf(member, media.id),
    shareLinkId: await throwawayShareLink(owner, album.id, section.id),
  };
}

// Tokens no service may take. Each is made from a real token of the caller the operation is meant for.
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => {
  const [header = '', payload = ''] = token.split('.');
  return { header: JSON.parse(Buffer.from(header, 'base64url').toString()) as object, payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) as object };
};

/** The same token with bytes of its signature changed. */
export function tamperedToken(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const bytes = Buffer.from(signature, 'base64url');
  for (let i = 8; i < 16 && i < bytes.length; i++) bytes[i] = (bytes[i] ?? 0) ^ 0xa5;
  return `${header}.${payload}.${bytes.toString('base64url')}`;
}

/** The same claims, unsigned (`alg: none`). */
export function unsignedToken(token: string): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claimsOf(token).payload)}.`;
}

/**
 * A token that ran out half an hour ago. Identity issues none (its access tokens live at least 30 s, 900 by
 * default, and its keys never leave it), so it is signed with an Ed25519 key made here, under the real key id,
 * issuer, audience, subject and role: refused because the key is unknown and because it has expired.
 */
export function expiredToken(token: string): string {
  const { header, payload } = claimsOf(token);
  const now = Math.floor(Date.now() / 1000);
  const input = `${part(header)}.${part({ ...payload, iat: now - 3600, exp: now - 1800, jti: randomUUID() })}`;
  const { privateKey } = generateKeyPairSync('ed25519');
  return `${input}.${sign(null, Buffer.from(input), privateKey).toString('base64url')}`;
}
