import { OnceAcrossInstances, type Logger } from '@abialbum/service-kit';
import { fileJobs } from '../events/video-jobs';
import type { StoragePort, StoredObject } from '../storage/storage.port';
import type { UploadStore } from '../store/upload.store';
import type { FileReferences } from './file-references';

export interface CleanupOptions {
  /** An upload nothing points at is removed once it is this old. */
  maxAgeMs: number;
  intervalMs: number;
  /** A temporary part this old belongs to no running upload. */
  tempMaxAgeMs: number;
}

/**
 * Removes what uploads leave behind: files sent but never attached to a profile, media item or highlight
 * (a batch abandoned in the modal, a signup never finished), stored files no upload record knows (a
 * process killed between writing and recording), temporary parts of uploads cut short, and resumable uploads
 * never finished (past their expiry).
 */
export interface CleanupDeps {
  uploads: UploadStore;
  references: FileReferences;
  storage: StoragePort;
  logger: Logger;
  /** Resumable uploads under way: those past their expiry are removed with the rest. */
  resumable?: { removeExpired(): Promise<number> };
  /** Idempotency-Key claims past their 24 hours (no TTL index on FerretDB: expiry is a field, swept here). */
  idempotency?: { removeExpired(): Promise<number> };
}

export function cleanupJob(deps: CleanupDeps, options: CleanupOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function unattached(before: Date): Promise<number> {
    let removed = 0;
    // Each pass removes or attaches what it finds; the rest waits for the next run.
    for (let pass = 0; pass < 50; pass += 1) {
      const batch = await deps.uploads.findUnattached(before, 100);
      for (const upload of batch) if (await deps.references.release(upload.key)) removed += 1;
      if (batch.length < 100) break;
    }
    return removed;
  }

  async function unknownFiles(before: Date): Promise<number> {
    let removed = 0;
    let old: StoredObject[] = [];
    const sweep = async () => {
      const owned = await deps.uploads.ownedKeys(old.map((object) => object.key));
      for (const object of old) {
        if (owned.has(object.key)) continue;
        await deps.storage.delete(object.key);
        removed += 1;
      }
      old = [];
    };
    for await (const object of deps.storage.list()) {
      if (object.modifiedAt >= before) continue;
      old.push(object);
      if (old.length === 200) await sweep();
    }
    await sweep();
    return removed;
  }

  /** Files of uploads that never answered (the process died mid-batch): gone before anything is served. */
  async function provisional(): Promise<number> {
    let removed = 0;
    for (let batch = await deps.uploads.findProvisional(); batch.length > 0; batch = await deps.uploads.findProvisional()) {
      for (const upload of batch) {
        if (await deps.references.release(upload.key)) removed += 1;
        else await deps.uploads.confirm(upload.key, fileJobs(upload)); // shown by a record after all: it stays
      }
    }
    return removed;
  }

  async function runOnce(tempMaxAgeMs = options.tempMaxAgeMs) {
    const before = new Date(Date.now() - options.maxAgeMs);
    const result = {
      temp: await deps.storage.removeStaleTemp(tempMaxAgeMs),
      uploads: await unattached(before),
      files: await unknownFiles(before),
      ...(deps.resumable ? { resumable: await deps.resumable.removeExpired() } : {}),
      ...(deps.idempotency ? { idempotencyKeys: await deps.idempotency.removeExpired() } : {}),
    };
    if (result.temp + result.uploads + result.files + (result.resumable ?? 0) + (result.idempotencyKeys ?? 0) > 0) deps.logger.info(result, 'upload cleanup');
    return result;
  }

  // The periodic rounds run once across svc-media's instances (the others skip one made since it was due).
  const once = new OnceAcrossInstances('upload-cleanup', options.intervalMs / 2);
  const guarded = () => {
    running ??= once
      .run(() => runOnce())
      .catch((err: unknown) => deps.logger.warn({ err: (err as Error).message }, 'upload cleanup failed'))
      .finally(() => (running = undefined));
    return running;
  };

  return {
    runOnce,
    /**
     * At start no upload is running yet: every temporary part is a leftover, removed before the service
     * serves. The rest runs in the background, then every interval.
     */
    async start(): Promise<void> {
      await deps.storage.removeStaleTemp(0);
      deps.logger.info({ removed: await provisional() }, 'uploads cut off by a crash removed');
      timer = setInterval(() => void guarded(), options.intervalMs);
      timer.unref();
      void guarded();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      once.stop();
      await running;
    },
  };
}

export type CleanupJob = ReturnType<typeof cleanupJob>;
