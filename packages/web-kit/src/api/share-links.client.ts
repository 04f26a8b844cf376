import type { ShareLink, ShareLinkCreate, SharedByLink } from '@abialbum/contracts';
import { api } from '@abialbum/web-kit';

const id = (value: string) => encodeURIComponent(value);

/**
 * Share links (issue 27 item 2): an owner's links to a section or a whole album, and what a visitor opens with a
 * link's key. A visitor's calls go without a token ('none'): the key is the access.
 */
export const shareLinksClient = {
  list: (albumId: string, sectionId?: string) =>
    api.get<{ links: ShareLink[] }>(`abialbum/albums/${id(albumId)}/share-links`, { query: sectionId ? { sectionId } : {} }),
  create: (albumId: string, body: ShareLinkCreate) => api.post<{ link: ShareLink }>(`abialbum/albums/${id(albumId)}/share-links`, body),
  revoke: (albumId: string, linkId: string) => api.delete<null>(`abialbum/albums/${id(albumId)}/share-links/${id(linkId)}`),
  replace: (albumId: string, linkId: string) => api.post<{ link: ShareLink }>(`abialbum/albums/${id(albumId)}/share-links/${id(linkId)}/replace`),
  /** Without a password: a link that needs one answers 403 SHARE_PASSWORD_REQUIRED. */
  open: (key: string) => api.get<{ share: SharedByLink }>(`abialbum/userprofile/share/${id(key)}`, { auth: 'none' }),
  openWithPassword: (key: string, password: string) =>
    api.post<{ share: SharedByLink }>(`abialbum/userprofile/share/${id(key)}`, { password }, { auth: 'none' }),
};
