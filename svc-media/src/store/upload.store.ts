import type { EventEnvelope, PlaybackStatus } from '@abialbum/contracts';
import { addOutbox, documentLocks, lockKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

export type UploadPurpose = 'profile-image' | 'media' | 'highlight';

/** A video browsers may not play as it is: its playback copy (playback.ts), made by a job after the upload answers. */
export interface UploadPlayback {
  status: PlaybackStatus;
  /** The copy's stored key, once it is ready (also in `keys`). */
  key: string | null;
  /** Jobs started for it: a video that fails (or kills its process) this often is given up. */
  attempts: number;
}

/**
 * The file's pictures job (file-pictures.ts), after the upload answers: a picture's WebP sizes, or a video's
 * poster frame, duration and playability (one ffmpeg run); until then the file has no pictures and a video
 * counts as being prepared. (Named for what it first made: video posters.)
 */
export interface UploadPoster {
  status: 'preparing' | 'ready' | 'failed';
  /** Jobs started for it, as for the playback copy. */
  attempts: number;
}

/** What a file's pictures job learnt and made. */
export type PicturesResult = Pick<UploadRecord, 'thumbKey' | 'displayKey' | 'placeholder' | 'width' | 'height' | 'duration' | 'playback' | 'poster'>;

/** The background work a stored video gets, each with its own attempts. */
export type UploadJobField = 'poster' | 'playback';

/**
 * Every file stored by an upload route, with its derivatives, so that files nobody ever attached (a
 * signup abandoned after its profile image was sent, a batch never turned into media) can be found and
 * removed later, and identical bytes sent to one album again can be answered with the stored file.
 */
export interface UploadRecord {
  key: string;
  purpose: UploadPurpose;
  contentType: string;
  size: number;
  uploaderId: string | null;
  /** The album the file was sent to, if any. */
  albumId: string | null;
  /** The file's name on the sender's device (folders and control characters taken out); null when none was sent. */
  originalName: string | null;
  /** Where identical bytes count as the same file: the album, else the uploader. */
  contentKey: string | null;
  mediaType: 'IMAGE' | 'VIDEO' | null;
  thumbKey: string | null;
  displayKey: string | null;
  placeholder: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  /** Null for a file every browser shows as it is. */
  playback: UploadPlayback | null;
  /** The file's pictures job; null for files stored before it existed, and for videos without ffmpeg. */
  poster: UploadPoster | null;
  /** Every stored key of this upload: the original and its derivatives. */
  keys: string[];
  /** The random part every key of this upload starts with. */
  base: string;
  createdAt: Date;
  attachedAt: Date | null;
  /**
   * Stored by an upload whose answer is not sent yet: a process killed before it leaves these, and they are
   * removed at the next start, before anything is served (a batch is all or nothing, across crashes too).
   */
  provisional: boolean;
  /** The instance that stored a provisional file (the kit's PROCESS_ID: process-liveness.ts): its leftovers are removed once it is dead. */
  stagedBy?: string | null;
}

export type NewUpload = Pick<UploadRecord, 'key' | 'purpose' | 'contentType' | 'size' | 'uploaderId'> & Partial<UploadRecord>;

const schema = new Schema<UploadRecord>(
  {
    key: { type: String, required: true, unique: true },
    purpose: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    uploaderId: { type: String, default: null },
    albumId: { type: String, default: null, index: true },
    originalName: { type: String, default: null },
    contentKey: { type: String, default: null, index: true },
    mediaType: { type: String, default: null },
    thumbKey: { type: String, default: null },
    displayKey: { type: String, default: null },
    placeholder: { type: String, default: null },
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    duration: { type: Number, default: null },
    playback: { type: Schema.Types.Mixed, default: null },
    poster: { type: Schema.Types.Mixed, default: null },
    keys: { type: [String], default: [] },
    base: { type: String, index: true },
    createdAt: { type: Date, required: true },
    attachedAt: { type: Date, default: null },
    provisional: { type: Boolean, default: false, index: true },
    stagedBy: { type: String, default: null },
  },
  { versionKey: false },
);
schema.index({ attachedAt: 1, createdAt: 1 });
// The playback job of a video is queued through the record's outbox, with the write that keeps the video.
addOutbox(schema);

export type UploadStore = ReturnType<typeof uploadStore>;

/** The random part of a key (`<32 hex>[-variant].ext`). */
export const baseOfKey = (key: string) => key.slice(0, 32);
/** Uploads, attaching and cleanup of one file run one at a time. */
export const uploadLock = (key: string) => lockKey('uploads', baseOfKey(key));

/** `instance`: this process's id, written on the provisional records it makes. */
export function uploadStore(connection: Connection, instance: string | null = null) {
  const Upload =
    (connection.models.Upload as Model<UploadRecord> | undefined) ?? connection.model<UploadRecord>('Upload', schema, 'uploads');
  const PROJECTION = { _id: 0, outbox: 0, outboxPending: 0, deletedAt: 0 } as const;
  const setPlayback = (key: string, playback: UploadPlayback, extra: object = {}) =>
    Upload.updateOne({ key }, { $set: { playback }, ...extra });
  return {
    model: Upload,
    async record(upload: NewUpload): Promise<UploadRecord> {
      const full: UploadRecord = {
        albumId: null,
        originalName: null,
        contentKey: null,
        mediaType: null,
        thumbKey: null,
        displayKey: null,
        placeholder: null,
        width: null,
        height: null,
        duration: null,
        playback: null,
        poster: null,
        keys: [upload.key],
        base: baseOfKey(upload.key),
        provisional: false,
        ...upload,
        stagedBy: upload.provisional ? instance : null,
        createdAt: new Date(),
        attachedAt: null,
      };
      await Upload.create(full);
      return full;
    },
    /** Keeps a file stored by no upload request (nothing provisional): its jobs are queued at once. */
    async queue(key: string, jobs: EventEnvelope[]): Promise<void> {
      if (jobs.length === 0) return;
      await documentLocks.run(uploadLock(key), () => Upload.updateOne({ key }, { $set: { outboxPending: true }, $push: { outbox: { $each: jobs } } }));
    },
    async find(key: string): Promise<UploadRecord | null> {
      return Upload.findOne({ key }, PROJECTION).lean<UploadRecord>();
    },
    /** The upload a stored key belongs to (the original or one of its derivatives), by its random part. */
    async findByStoredKey(key: string): Promise<UploadRecord | null> {
      const record = await Upload.findOne({ base: baseOfKey(key) }, PROJECTION).lean<UploadRecord>();
      return record && (record.key === key || record.keys.includes(key)) ? record : null;
    },
    async findByContent(contentKey: string): Promise<UploadRecord | null> {
      return Upload.findOne({ contentKey }, PROJECTION).sort({ createdAt: 1 }).lean<UploadRecord>();
    },
    /** Something (a user's profile, a media record) now points at the file. Repeating it changes nothing. */
    async markAttached(key: string): Promise<void> {
      await documentLocks.run(uploadLock(key), () => Upload.updateOne({ key, attachedAt: null }, { $set: { attachedAt: new Date() } }));
    },
    /** The upload's answer is being sent: its files stay, and its jobs (a playback copy) are queued with that write. */
    async confirm(key: string, jobs: EventEnvelope[] = []): Promise<void> {
      const queued = jobs.length > 0 ? { $set: { provisional: false, outboxPending: true }, $push: { outbox: { $each: jobs } } } : { $set: { provisional: false } };
      await documentLocks.run(uploadLock(key), () => Upload.updateOne({ key, provisional: true }, queued));
    },
    /** A poster or playback job starts: counted first, so a video that kills its process is not tried for ever. Null when gone. */
    async startJob(key: string, field: UploadJobField): Promise<UploadRecord | null> {
      return documentLocks.run(uploadLock(key), async () => {
        const record = await Upload.findOne({ key }, PROJECTION).lean<UploadRecord>();
        const job = record?.[field];
        if (!record || job?.status !== 'preparing') return record;
        const started = { ...job, attempts: job.attempts + 1 };
        await Upload.updateOne({ key }, { $set: { [field]: started } });
        return { ...record, [field]: started };
      });
    },
    /** A job stopped by a shutdown, not by the video: that start does not count. */
    async playbackInterrupted(key: string): Promise<void> {
      await documentLocks.run(uploadLock(key), async () => {
        const record = await Upload.findOne({ key }, PROJECTION).lean<UploadRecord>();
        if (record?.playback?.status === 'preparing') await setPlayback(key, { ...record.playback, attempts: Math.max(0, record.playback.attempts - 1) });
      });
    },
    /** The copy is stored (`ready`, its key one of the upload's) or given up (`failed`); the caller holds uploadLock. */
    async endPlayback(key: string, playback: UploadPlayback): Promise<boolean> {
      const extra = playback.key ? { $addToSet: { keys: playback.key } } : {};
      return (await setPlayback(key, playback, extra)).matchedCount === 1;
    },
    /**
     * The video's poster job is done (its pictures stored, or given up): its details, with the playback job it
     * needs queued in the same write. The caller holds uploadLock. False when the upload is gone.
     */
    async endPoster(key: string, details: PicturesResult, jobs: EventEnvelope[]): Promise<boolean> {
      const pictures = [details.thumbKey, details.displayKey].filter((k): k is string => k !== null);
      const update = {
        $set: { ...details, ...(jobs.length > 0 ? { outboxPending: true } : {}) },
        ...(pictures.length > 0 ? { $addToSet: { keys: { $each: pictures } } } : {}),
        ...(jobs.length > 0 ? { $push: { outbox: { $each: jobs } } } : {}),
      };
      return (await Upload.updateOne({ key }, update)).matchedCount === 1;
    },
    /** The instances whose uploads are not answered yet (null: records made before they were named). */
    async provisionalOwners(): Promise<Array<string | null>> {
      return (await Upload.distinct('stagedBy', { provisional: true })) as Array<string | null>;
    },
    /** Uploads of `owner` (null: of no named owner, created before `before`) whose answer is not sent yet. */
    async findProvisional(owner: string | null, before = new Date(), limit = 100): Promise<UploadRecord[]> {
      const filter = owner === null ? { provisional: true, stagedBy: null, createdAt: { $lt: before } } : { provisional: true, stagedBy: owner };
      return Upload.find(filter, PROJECTION).limit(limit).lean<UploadRecord[]>();
    },
    async remove(key: string): Promise<void> {
      await Upload.deleteOne({ key });
    },
    /** Uploads never attached and older than `before`: candidates for cleanup. */
    async findUnattached(before: Date, limit = 100): Promise<UploadRecord[]> {
      return Upload.find({ attachedAt: null, createdAt: { $lt: before } }, PROJECTION)
        .sort({ createdAt: 1 })
        .limit(limit)
        .lean<UploadRecord[]>();
    },
    async findByAlbum(albumId: string): Promise<UploadRecord[]> {
      return Upload.find({ albumId }, PROJECTION).lean<UploadRecord[]>();
    },
    /** Which of these stored keys some upload record owns (by base; records older than `base` by key). */
    async ownedKeys(keys: string[]): Promise<Set<string>> {
      const bases = [...new Set(keys.map(baseOfKey))];
      const docs = await Upload.find({ $or: [{ base: { $in: bases } }, { key: { $in: keys } }] }, { base: 1, key: 1, _id: 0 }).lean<
        { base?: string; key: string }[]
      >();
      const known = new Set(docs.map((doc) => doc.base ?? baseOfKey(doc.key)));
      return new Set(keys.filter((key) => known.has(baseOfKey(key))));
    },
  };
}
