import type { Readable } from 'node:stream';
import type { TempFile } from './staging';

/** What a stored object is, as far as serving it goes. */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  etag: string;
  modifiedAt: Date;
}

/** An upload received in full into a temporary local file, not yet visible under any key. */
export interface StagedFile {
  path: string;
  size: number;
}

/**
 * A stream received for the store under its key, not visible there yet: `complete` makes it visible under the key,
 * `abort` drops it (nothing is left either way when they fail).
 */
export interface PendingObject {
  key: string;
  size: number;
  complete(): Promise<void>;
  abort(): Promise<void>;
}

/** Inclusive byte offsets, already checked against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live (ARCHITECTURE "Media": local disk by default, S3-compatible storage for scale).
 * Keys are chosen by the media service (see file-key.ts), never by clients.
 */
export interface StoragePort {
  /**
   * Stores the stream under `key`. Nothing is visible under the key until the stream has ended without
   * error; a failed or aborted stream leaves nothing behind.
   */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /**
   * Receives a stream for `key` without making it visible: for uploads whose record is written before they show, and
   * that need no local processing once received (videos). A failed stream leaves nothing behind.
   */
  receive(key: string, body: Readable, contentType: string): Promise<PendingObject>;
  /**
   * Receives a stream into a temporary local file (for checks and derivatives that need the whole file);
   * `commit` then makes it visible under a key, `discard` drops it. A failed stream leaves nothing behind.
   */
  stage(body: Readable): Promise<StagedFile>;
  commit(staged: StagedFile, key: string, contentType: string): Promise<void>;
  discard(staged: StagedFile): Promise<void>;
  /** A path for a scratch file next to the staged ones (removed with them if a process dies). */
  scratchPath(extension: string): string;
  /** Removes temporary files older than `olderThanMs` (and, on S3, abandoned multipart uploads of file keys). */
  removeStaleTemp(olderThanMs: number): Promise<number>;
  /**
   * Removes the temporary files `leftOver` says are no one's any more (at start: those of instances that died; the
   * folder may be shared by several instances on one machine).
   */
  removeTempWhere(leftOver: (file: TempFile) => Promise<boolean>): Promise<number>;
  /** The object's bytes (all, or one range), or null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; object: StoredObject } | null>;
  head(key: string): Promise<StoredObject | null>;
  /** A path the object can be read at on this machine (tools such as ffmpeg need one), or null (S3). */
  localPath(key: string): string | null;
  /** Removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object, for cleanup jobs that compare storage with the records. */
  list(): AsyncIterable<StoredObject>;
}
