import { i18n } from '@abialbum/web-kit';
import { adminAlbumsClient, type AdminAlbum } from '@abialbum/web-kit/admin';

/** SPEC section 9: the admin lists start at page 1, ten per page. */
export const ALBUMS_PAGE_SIZE = 10;
/** SPEC section 9: the card shows the first 4 media. */
export const CARD_THUMBNAILS = 4;

export async function listAlbums(page: number, search: string) {
  const { data } = await adminAlbumsClient.list({ page, limit: ALBUMS_PAGE_SIZE, search: search || undefined });
  return data;
}

/** Answers the SPEC section 8 success toast for the change made. */
export async function setAlbumBlocked(albumId: string, isBlocked: boolean): Promise<string> {
  await adminAlbumsClient.setBlocked(albumId, isBlocked);
  return isBlocked ? i18n.t('albums.blocked', { ns: 'admin' }) : i18n.t('albums.unblocked', { ns: 'admin' });
}

/** The album's media count: the server's count, or what it sent when that is more. */
export const mediaTotal = (album: AdminAlbum) => Math.max(album._count?.media ?? 0, album.media?.length ?? 0);

/** The name a media item is known by: its original file name, else the last part of its address. */
export function mediaFileName(media: { fileName?: string | null; url: string }): string {
  if (media.fileName) return media.fileName;
  const last = media.url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || media.url;
  } catch {
    return last || media.url;
  }
}
