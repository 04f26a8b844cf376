import { LIVENESS_MS, OnceAcrossInstances, processLives, type Logger } from '@abialbum/service-kit';
import type { Connection } from 'mongoose';
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

/** Whether the svc-media process `id` (its PROCESS_ID, written on what it stages and has not answered) runs. */
export interface InstanceLiveness {
  alive(id: string): Promise<boolean>;
}

/** An instance runs while its record is fresh (the kit's process-liveness.ts). */
export const instanceLiveness = (connection: Connection): InstanceLiveness => ({
  alive: (id) => processLives(connection, id),
});

export interface CleanupDeps {
  uploads: UploadStore;
  references: FileReferences;
  storage: StoragePort;
  logger: Logger;
  /** Resumable uploads under way: those past their expiry are removed with the rest. */
  resumable?: { removeExpired(): Promise<number> };
  /** Idempotency-Key claims past their 24 hours (no TTL index on FerretDB: expiry is a field, swept here). */
  idempotency?: { removeExpired(): Promise<number> };
  /**
   * Whether another instance runs (`instanceLiveness`): at start only a dead instance's staged files and unanswered
   * uploads are removed. Without it, this is the only instance: everything of the kind is a leftover.
   */
  instance?: InstanceLiveness;
  /**
   * Called when a pass queued events (an unanswered upload a record shows after all keeps its poster or playback job):
   * the outbox relay sends them at once rather than at its next timer pass.
   */
  onEventsWritten?: () => void;
}

/**
 * Removes what uploads leave behind: files sent but never attached to a profile, media item or highlight
 * (a batch abandoned in the modal, a signup never finished), stored files no upload record knows (a
 * process killed between writing and recording), temporary parts of uploads cut short, and resumable uploads
 * never finished (past their expiry).
 */
export function cleanupJob(deps: CleanupDeps, options: CleanupOptions) {
  let timer: NodeJS.Timeout | undefined;
  let again: NodeJS.Timeout | undefined;
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

  /**
   * Whether what `owner` left (a staged file, an unanswered upload) is no one's any more: its instance is dead. What
   * names no owner (made before they were named) goes once older than any upload takes, unless this is the only instance.
   */
  const leftOver = async (owner: string | null, modifiedAt: number) => {
    if (!deps.instance) return true;
    return owner === null ? modifiedAt < Date.now() - options.tempMaxAgeMs : !(await deps.instance.alive(owner));
  };

  /**
   * Files of uploads that never answered (their process died mid-batch): gone before anything is served. Another
   * instance's uploads in flight stay (it lives).
   */
  async function provisional(): Promise<number> {
    let removed = 0;
    let queued = false;
    const anonymousBefore = new Date(deps.instance ? Date.now() - options.tempMaxAgeMs : Date.now() + 1);
    for (const owner of await deps.uploads.provisionalOwners()) {
      if (owner !== null && !(await leftOver(owner, 0))) continue;
      const next = () => deps.uploads.findProvisional(owner, anonymousBefore);
      for (let batch = await next(); batch.length > 0; batch = await next()) {
        for (const upload of batch) {
          if (await deps.references.release(upload.key)) removed += 1;
          else {
            // Shown by a record after all: it stays, with its video jobs.
            const jobs = fileJobs(upload);
            await deps.uploads.confirm(upload.key, jobs);
            queued ||= jobs.length > 0;
          }
        }
      }
    }
    if (queued) deps.onEventsWritten?.();
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
  // The round at start always runs; a periodic one is skipped when another instance began one within half a period.
  const guarded = (gapMs = options.intervalMs / 2) => {
    running ??= once
      .run(() => runOnce(), Date.now(), gapMs)
      .catch((err: unknown) => deps.logger.warn({ err: (err as Error).message }, 'upload cleanup failed'))
      .finally(() => (running = undefined));
    return running;
  };

  return {
    runOnce,
    /**
     * At start no upload of this instance is running yet: the staged files and unanswered uploads of instances that
     * died (a previous run of this one among them) are leftovers, removed before the service serves; those of
     * instances that run stay. The rest runs in the background, then every interval.
     */
    async start(): Promise<void> {
      const crashed = async () => {
        const temp = await deps.storage.removeTempWhere((file) => leftOver(file.owner, file.modifiedAt));
        deps.logger.info({ temp, removed: await provisional() }, 'uploads cut off by a crash removed');
      };
      await crashed();
      // An instance killed just before (this one's previous run, restarted at once) still looks alive until its record
      // goes stale: its leftovers go once it has (never served meanwhile: an unanswered upload was never anyone's).
      again = setTimeout(() => void crashed().catch((err: Error) => deps.logger.warn({ err: err.message }, 'upload cleanup failed')), LIVENESS_MS + 3_000);
      again.unref();
      timer = setInterval(() => void guarded(), options.intervalMs);
      timer.unref();
      void guarded(0);
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      clearTimeout(again);
      once.stop();
      await running;
    },
  };
}

export type CleanupJob = ReturnType<typeof cleanupJob>;
