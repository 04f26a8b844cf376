import type { EventEnvelope } from '@abialbum/contracts';
import { consumeEvents, eventFactory, watchDerivativeQueues, type EventBus, type Logger } from '@abialbum/service-kit';
import type { Connection } from 'mongoose';
import type { PlaybackCopies } from '../domain/playback-copies';
import type { FilePictures } from '../domain/file-pictures';
import type { UploadRecord } from '../store/upload.store';

/** svc-media's work queues for stored videos: durable, its own (each bound to its job's type only). */
export const VIDEO_QUEUES = {
  /** Pictures (a picture's sizes, a video's poster): short, two at a time per process, through the uploads' derivative limiter. */
  posters: 'svc-media.posters',
  /** Playback copies: minutes each, one at a time per process, at the lowest CPU priority. */
  playback: 'svc-media.playback',
} as const;

const event = eventFactory('svc-media');

/** The playback job of a video still waiting for its copy (none for any other file). */
export function playbackJobs(record: Pick<UploadRecord, 'key' | 'playback'>): EventEnvelope[] {
  return record.playback?.status === 'preparing' ? [event('upload.playback-requested', { key: record.key })] : [];
}

/**
 * The job a stored file needs next, queued through the upload's outbox with the write that keeps it: its pictures
 * first (a video's poster job queues the playback copy when the video needs one), then a video's playback copy.
 */
export function fileJobs(record: Pick<UploadRecord, 'key' | 'playback' | 'poster'>): EventEnvelope[] {
  if (record.poster?.status === 'preparing') return [event('upload.poster-requested', { key: record.key })];
  return playbackJobs(record);
}

/**
 * Consumes the queues like every consumer of this service (claims by event id, ack once the job's result is
 * stored and the records say so; a failure is retried with back-off). The prefetch bounds the jobs a process runs
 * at once; the next ones wait in their queue, where a restart finds them.
 */
export function startVideoJobs(
  bus: EventBus,
  connection: Connection,
  workers: { posters: FilePictures; copies: PlaybackCopies },
  logger: Logger,
  queues: { posters: string; playback: string } = VIDEO_QUEUES,
  /** After each job: its result's events (media.updated, the next job) go out at once (kicks the outbox relay). */
  onHandled: () => void = () => undefined,
): void {
  watchDerivativeQueues(queues);
  const posters = async (key: string) => {
    await workers.posters.make(key);
    onHandled();
  };
  const copies = async (key: string) => {
    await workers.copies.make(key);
    onHandled();
  };
  consumeEvents(bus, queues.posters, connection, { 'upload.poster-requested': (job) => posters(job.data.key) }, logger, { prefetch: 2, shared: true });
  consumeEvents(bus, queues.playback, connection, { 'upload.playback-requested': (job) => copies(job.data.key) }, logger, { prefetch: 1, shared: true });
}
