import { BadRequestError, isObjectId } from '@abialbum/service-kit';
import type { Context } from 'koa';
import { albumNotFound } from '../domain/album-access';
import type { KeptFile, MediaFileRules, MediaFiles, StagedUpload } from '../domain/media-files';
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
  /** Checks the caller may add to the album; runs once, before a file is kept. */
  checkAlbum: (albumId: string) => Promise<unknown>;
}

export interface ReceivedMedia {
  files: { kept: KeptFile; name: string }[];
  fields: Record<string, string>;
  albumId: string | null;
}

type Received = { name: string } & ({ kept: KeptFile } | { staged: StagedUpload });

/**
 * Receives the files of an upload request for an album. The album comes from `?albumId=` or a form field, before
 * or after the files (a plain FormData sends its parts in the order they were appended): files that arrive before
 * it is known are staged (read, sniffed and hashed, nothing visible) and kept once the whole body is in and the
 * album is checked; files after it are kept as they arrive. Nothing is visible before the album is checked, and a
 * refused request leaves nothing behind. All or nothing (see receiveBatch).
 */
export async function receiveMedia(ctx: Context, files: MediaFiles, userId: string, options: ReceiveMediaOptions): Promise<ReceivedMedia> {
  const fromQuery = typeof ctx.query.albumId === 'string' ? ctx.query.albumId : undefined;
  let albumId: string | null | undefined;
  let checked: Promise<unknown> | undefined;

  /** Decides the album once it is named (or once the body is in: `final`), and checks it once. */
  const albumFor = async (fields: Readonly<Record<string, string>>, final: boolean): Promise<string | null | undefined> => {
    if (albumId === undefined) {
      const given = (fromQuery ?? fields.albumId)?.trim();
      if (given === undefined && !final) return undefined;
      if (given && !isObjectId(given)) throw albumNotFound();
      albumId = given ? given.toLowerCase() : null;
      if (!albumId && options.albumRequired) throw new BadRequestError('albumId is required', 'VALIDATION_ERROR');
      checked = albumId ? options.checkAlbum(albumId) : Promise.resolve();
    }
    await checked;
    return albumId;
  };
  const targetOf = (album: string | null, originalName: string) => ({ purpose: options.purpose, uploaderId: userId, albumId: album, originalName, provisional: true });
  const undo = (item: Received) => ('kept' in item ? files.undo(item.kept) : files.discardStaged(item.staged));

  const received = await receiveBatch<Received>(ctx.req, {
    fileField: options.field,
    maxFiles: options.maxFiles,
    maxFileBytes: options.rules('').maxBytes,
    tooManyFiles: options.tooManyFiles,
    store: async (file, part) => {
      const name = displayName(part.name);
      const target = await albumFor(part.fields, false);
      if (target === undefined) return { name, staged: await files.stage(file, options.rules(name)) };
      return { name, kept: await files.receive(file, options.rules(name), targetOf(target, name)) };
    },
    discard: undo,
  });

  const kept: { kept: KeptFile; name: string }[] = [];
  try {
    const album = (await albumFor(received.fields, true)) ?? null;
    // One at a time, in the order sent (derivatives are bounded anyway), so the answer lists them in that order.
    for (const item of received.files) kept.push('kept' in item ? item : { name: item.name, kept: await files.keepStaged(item.staged, targetOf(album, item.name)) });
  } catch (err) {
    const done = new Set(kept.map((item) => item.kept));
    await Promise.all([
      ...kept.map((item) => files.undo(item.kept).catch(() => undefined)),
      ...received.files.filter((item) => !('kept' in item && done.has(item.kept))).map((item) => undo(item).catch(() => undefined)),
    ]);
    throw err;
  }
  // All of the batch arrived and is kept: from here on a crash leaves its files (unattached, cleaned up later).
  await files.confirm(kept.map((stored) => stored.kept));
  return { files: kept, fields: received.fields, albumId: albumId ?? null };
}
