import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { contentTypeForKey, isFileKey } from './file-key';
import { putReceived, receiveStaged, removeOlderFiles, removeTempWhere, stageFile, tempName, TEMP_DIR, type TempFile } from './staging';
import type { ByteRange, PendingObject, StagedFile, StoragePort, StoredObject } from './storage.port';

/**
 * Files under a root folder, spread over sub-folders by the key's first two characters. Uploads are
 * written to `.tmp/` and renamed into place once complete and on the disk, so a killed upload leaves no
 * visible file, and a power cut loses no answered one.
 */
export class LocalDiskStorage implements StoragePort {
  private constructor(
    private readonly root: string,
    private readonly tempOwner: string | undefined,
  ) {}

  /** `tempOwner`: the instance whose staged files this adapter names (the kit's PROCESS_ID: process-liveness.ts). */
  static async open(root: string, options: { tempOwner?: string } = {}): Promise<LocalDiskStorage> {
    await mkdir(path.join(root, TEMP_DIR), { recursive: true });
    return new LocalDiskStorage(root, options.tempOwner);
  }

  put(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    return putReceived(this, key, body, contentType);
  }

  /** Staged (one pass: the bytes are written once, then renamed into place by `complete`). */
  receive(key: string, body: Readable, contentType: string): Promise<PendingObject> {
    return receiveStaged(this, key, body, contentType);
  }

  stage(body: Readable): Promise<StagedFile> {
    return stageFile(body, this.scratchPath('part'));
  }

  async commit(staged: StagedFile, key: string, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // On the disk before it is visible, and its name too: an answered upload survives a power cut.
    await syncToDisk(staged.path);
    await rename(staged.path, target);
    await syncToDisk(path.dirname(target));
  }

  async discard(staged: StagedFile): Promise<void> {
    await rm(staged.path, { force: true });
  }

  scratchPath(extension: string): string {
    return path.join(this.root, TEMP_DIR, tempName(this.tempOwner, extension));
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  async head(key: string): Promise<StoredObject | null> {
    if (!isFileKey(key)) return null;
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? describe(key, info.size, info.mtime) : null;
  }

  async get(key: string, range?: ByteRange) {
    if (!isFileKey(key)) return null;
    const handle = await open(this.pathOf(key), 'r').catch(() => null);
    if (!handle) return null;
    const info = await handle.stat();
    const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    return { stream, object: describe(key, info.size, info.mtime) };
  }

  async delete(key: string): Promise<void> {
    if (isFileKey(key)) await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    for (const shard of await readdir(this.root, { withFileTypes: true })) {
      if (!shard.isDirectory() || shard.name === TEMP_DIR) continue;
      for (const name of await readdir(path.join(this.root, shard.name))) {
        if (!isFileKey(name)) continue;
        const info = await stat(path.join(this.root, shard.name, name)).catch(() => null);
        if (info?.isFile()) yield describe(name, info.size, info.mtime);
      }
    }
  }

  /** Parts of uploads that a crash interrupted (or older than any upload takes); nothing points at them. */
  removeTempWhere(leftOver: (file: TempFile) => Promise<boolean>): Promise<number> {
    return removeTempWhere(path.join(this.root, TEMP_DIR), leftOver);
  }

  removeStaleTemp(olderThanMs: number): Promise<number> {
    return removeOlderFiles(path.join(this.root, TEMP_DIR), olderThanMs);
  }

  private pathOf(key: string): string {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }
}

/** fsync of a file, or of a folder (what it names). */
async function syncToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function describe(key: string, size: number, modifiedAt: Date): StoredObject {
  return {
    key,
    size,
    contentType: contentTypeForKey(key),
    etag: `"${size.toString(16)}-${Math.floor(modifiedAt.getTime()).toString(16)}"`,
    modifiedAt,
  };
}
