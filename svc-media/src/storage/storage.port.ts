import type { Readable } from 'node:stream';

/** What a stored object is, as far as serving it goes. */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  etag: string;
  modifiedAt: Date;
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
  /** The object's bytes (all, or one range), or null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; object: StoredObject } | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object, for cleanup jobs that compare storage with the records. */
  list(): AsyncIterable<StoredObject>;
}
