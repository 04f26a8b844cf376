import type { EventEnvelope } from '@abialbum/contracts';
import { consumeEvents, eventFactory, type EventBus, type Logger } from '@abialbum/service-kit';
import type { Connection } from 'mongoose';
import type { PlaybackCopies } from '../domain/playback-copies';
import type { UploadRecord } from '../store/upload.store';

/** svc-media's work queue of playback copies: durable, its own (bound to its job's type only), one job at a time. */
export const PLAYBACK_QUEUE = 'svc-media.playback';

const event = eventFactory('svc-media');

/** The job of a stored video still waiting for its copy (none for any other file): queued through the upload's outbox. */
export function playbackJobs(record: Pick<UploadRecord, 'key' | 'playback'>): EventEnvelope[] {
  return record.playback?.status === 'preparing' ? [event('upload.playback-requested', { key: record.key })] : [];
}

/**
 * Consumes the queue like every consumer of this service (claims by event id, ack after the copy is stored and
 * the records say so; a failure is retried with back-off), with a prefetch of 1: one ffmpeg at a time per process,
 * the next job waits in the queue, where a restart finds it.
 */
export function startPlaybackJobs(bus: EventBus, connection: Connection, copies: PlaybackCopies, logger: Logger, queue = PLAYBACK_QUEUE): void {
  consumeEvents(bus, queue, connection, { 'upload.playback-requested': (job) => copies.make(job.data.key) }, logger, { prefetch: 1 });
}
