import { BadRequestError, isObjectId } from '@abialbum/service-kit';
import type { Context } from 'koa';
import { albumNotFound } from '../domain/album-access';
import type { KeptFile, MediaFileRules, MediaFiles } from '../domain/media-files';
import type { UploadPurpose } from '../store/upload.store';
import { displayName } from '../domain/upload-rules';
import { receiveBatch } from './multipart-batch';

export interface ReceiveMediaOptions {
  field: string;
  maxFiles: number;
  tooManyFiles: (selected: number) => Error;
  rules: (name: string) => MediaFileRules;
  purpose: UploadPurpose;
  albumRequired: boolean;
  /** Checks the caller may add to the album; runs once, before the first byte of a file is kept. */
  checkAlbum: (albumId: string) => Promise<unknown>;
}

export interface ReceivedMedia {
  files: { kept: KeptFile; name: string }[];
  fields: Record<string, string>;
  albumId: string | null;
}

const albumAfterFiles = () => new BadRequestError('Send albumId before the files (or as ?albumId=)', 'ALBUM_AFTER_FILES');

/**
 * Receives the files of an upload request for an album: the album comes from `?albumId=` or a form field
 * sent before the files, and is checked before anything is kept. All or nothing (see receiveBatch).
 */
export async function receiveMedia(ctx: Context, files: MediaFiles, userId: string, options: ReceiveMediaOptions): Promise<ReceivedMedia> {
  const fromQuery = typeof ctx.query.albumId === 'string' ? ctx.query.albumId : undefined;
  let albumId: string | null | undefined;
  let checked: Promise<unknown> | undefined;

  const albumFor = async (fields: Readonly<Record<string, string>>) => {
    if (albumId === undefined) {
      const given = (fromQuery ?? fields.albumId ?? '').trim();
      if (given && !isObjectId(given)) throw albumNotFound();
      albumId = given ? given.toLowerCase() : null;
      if (!albumId && options.albumRequired) throw new BadRequestError('albumId is required', 'VALIDATION_ERROR');
      checked = albumId ? options.checkAlbum(albumId) : Promise.resolve();
    }
    await checked;
    return albumId;
  };

  const received = await receiveBatch(ctx.req, {
    fileField: options.field,
    maxFiles: options.maxFiles,
    maxFileBytes: options.rules('').maxBytes,
    tooManyFiles: options.tooManyFiles,
    store: async (file, part) => {
      const target = await albumFor(part.fields);
      const name = displayName(part.name);
      const kept = await files.receive(file, options.rules(name), { purpose: options.purpose, uploaderId: userId, albumId: target, provisional: true });
      return { kept, name };
    },
    discard: (stored) => files.undo(stored.kept),
  });
  const late = fromQuery === undefined && (received.fields.albumId ?? '').trim().toLowerCase() !== (albumId ?? '');
  if (late) {
    await Promise.all(received.files.map((stored) => files.undo(stored.kept)));
    throw albumAfterFiles();
  }
  // All of the batch arrived and is kept: from here on a crash leaves its files (unattached, cleaned up later).
  await files.confirm(received.files.map((stored) => stored.kept));
  return { files: received.files, fields: received.fields, albumId: albumId ?? null };
}
