import { ALBUM_DESCRIPTION_MAX, ALBUM_TITLE_MAX, albumMessages, type AlbumCreate, type CommentSetting } from '@abialbum/contracts';
import type { FieldErrors } from './form-errors';

export type AlbumField = 'title' | 'description';
export const ALBUM_FIELDS: readonly AlbumField[] = ['title', 'description'];

export interface AlbumValues {
  title: string;
  description: string;
  isPublic: boolean;
  /** Visitors may download the album and its originals (issue 14); the owner and members always may. */
  allowDownloads: boolean;
  /** Who may comment and react on its media (issue 13). */
  comments: CommentSetting;
}

const ALBUM_TITLE_MIN = 3;

/** SPEC section 5 "Album", with the messages the server uses too. */
export function checkAlbum(values: AlbumValues): { ok: true; body: Required<AlbumCreate> } | { ok: false; errors: FieldErrors<AlbumField> } {
  const title = values.title.trim();
  const description = values.description.trim();
  const errors: FieldErrors<AlbumField> = {};
  if (!title) errors.title = albumMessages.titleRequired;
  else if (title.length < ALBUM_TITLE_MIN) errors.title = albumMessages.titleShort;
  else if (title.length > ALBUM_TITLE_MAX) errors.title = albumMessages.titleLong;
  if (description.length > ALBUM_DESCRIPTION_MAX) errors.description = albumMessages.descriptionLong;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { title, description, isPublic: values.isPublic, allowDownloads: values.allowDownloads, comments: values.comments } };
}
