import os from 'node:os';
import path from 'node:path';
import { RESUMABLE_EXPIRY_HOURS } from '@abialbum/contracts';
import type { FileLinks, Logger, OutboxSource, UserDirectory, UserSource } from '@abialbum/service-kit';
import type { Connection, Model } from 'mongoose';
import { createLimiter } from './derivatives/limiter';
import { ffmpegTools, type VideoTools } from './derivatives/video-tools';
import { activityAccess } from './domain/activity-access';
import { activityCounts } from './domain/activity-counts';
import { albumComments } from './domain/album-comments';
import { albumAccess } from './domain/album-access';
import { AlbumDownloads } from './domain/album-download';
import { AlbumCopiesRepair, type AlbumSources } from './domain/album-copies-repair';
import { albumLifecycle } from './domain/album-lifecycle';
import { approvalService } from './domain/approval.service';
import { commentService, commentViews } from './domain/comments';
import { fileReferences } from './domain/file-references';
import { FileSharing } from './domain/file-sharing';
import type { ShareLinkLive } from './domain/share-link-check';
import { highlightService } from './domain/highlight.service';
import { mediaFiles } from './domain/media-files';
import { mediaService } from './domain/media.service';
import { MediaViews } from './domain/media-view';
import { playbackCopies } from './domain/playback-copies';
import { filePictures } from './domain/file-pictures';
import { reactionService } from './domain/reactions';
import { mediaRepairs } from './domain/repairs';
import { resumableUploads } from './domain/resumable-upload';
import { eventHandlers } from './events/consumers';
import { resumableServer } from './http/resumable-uploads';
import type { S3Settings } from './storage/s3-client';
import type { StoragePort } from './storage/storage.port';
import { albumAccessStore } from './store/album-access.store';
import { answerClaims } from './store/answer-claims.store';
import { commentStore } from './store/comment.store';
import { highlightStore } from './store/highlight.store';
import { mediaStore } from './store/media.store';
import { reactionStore } from './store/reaction.store';
import { uploadLock, uploadStore } from './store/upload.store';

export interface ServiceOptions {
  connection: Connection;
  storage: StoragePort;
  directory: UserDirectory;
  logger: Logger;
  /** Signs the links to files not everyone may fetch (FILE_LINK_SECRET). */
  links: FileLinks;
  video?: VideoTools;
  /** Derivative jobs at once (image work is CPU-bound). */
  derivativeConcurrency?: number;
  /** svc-albums' exports: the sources of the album copies (repaired from them when given). */
  albumSources?: AlbumSources;
  /** Whether a share link still opens (svc-albums' answer); without it, no file is served through one. */
  shareLinkLive?: ShareLinkLive;
  /** identity's export: the source of the user directory (repaired from it when given). */
  userSource?: UserSource;
  /** The repairs from the sources look again at their differences this long after (REPAIR_RECHECK_MS; none: no look). */
  repairRecheckMs?: number;
  /** Where resumable uploads under way keep their bytes (index.ts: MEDIA_DIR/.resumable). */
  resumableDir?: string;
  /** With MEDIA_STORAGE=s3: resumable uploads under way keep their bytes in this bucket instead, read by every instance. */
  resumableS3?: S3Settings;
  /** How long an unfinished resumable upload is kept (default RESUMABLE_EXPIRY_HOURS). */
  resumableExpiryMs?: number;
  /** This instance's id (the kit's PROCESS_ID: process-liveness.ts), written on the uploads it has not answered yet. */
  instanceId?: string;
  /** Comments a user may post in a window (default COMMENTS_PER_MINUTE a minute). */
  commentLimit?: { points: number; windowSeconds: number };
}

/** Every store and use case of the service, wired by hand (STYLE: no container). */
export function createServices(options: ServiceOptions) {
  const { connection, storage, directory, logger } = options;
  const uploads = uploadStore(connection, options.instanceId ?? null);
  const media = mediaStore(connection);
  const video = options.video ?? ffmpegTools();
  const highlights = highlightStore(connection);
  const albums = albumAccessStore(connection);
  const access = albumAccess(albums, directory);
  // Image derivatives and video posters share one bound: CPU-bound work, few cores.
  const limit = createLimiter(options.derivativeConcurrency ?? 2);
  const files = mediaFiles({ storage, uploads, video, limit, logger });
  const references = fileReferences({ uploads, media, highlights, files });
  const sharing = new FileSharing({ uploads, media, highlights, albums, directory, links: options.links, shareLinkLive: options.shareLinkLive });
  const views = new MediaViews({ directory, sharing });
  const highlightUseCases = highlightService({ highlights, media, access, references, views });
  const comments = commentStore(connection);
  const reactions = reactionStore(connection);
  const activityRules = activityAccess(media, access);
  const itemCounts = activityCounts({ media, comments, reactions });
  const commentUseCases = commentService({ comments, activity: activityRules, access, directory, limit: options.commentLimit, counts: itemCounts });
  const reactionUseCases = reactionService({ reactions, comments, activity: activityRules, counts: itemCounts });
  const albumCommentList = albumComments({ comments, media, access, sharing, views: commentViews(directory) });
  /** Comments and reactions as a whole: they go with their media item, and hide with a blocked user. */
  const activity = {
    async removeForMedia(mediaId: string): Promise<void> {
      await commentUseCases.removeForMedia(mediaId);
      await reactionUseCases.removeForMedia(mediaId);
    },
    async counts(mediaId: string) {
      const [commentCount, reactionCounts] = await Promise.all([comments.count(mediaId), reactions.counts(mediaId)]);
      return { commentCount, reactionCounts };
    },
    async setUserBlocked(userId: string, blocked: boolean): Promise<void> {
      await commentUseCases.setAuthorBlocked(userId, blocked);
      await reactionUseCases.setUserHidden(userId, blocked);
    },
  };
  const mediaUseCases = mediaService({ media, access, references, views, highlights: highlightUseCases, activity });
  const approvals = approvalService({ media, access, directory, albums: albums.model, views });
  const lifecycle = albumLifecycle({ albums, media, uploads, files, mediaService: mediaUseCases, highlights: highlightUseCases });
  const resumable = resumableUploads({ files, media: mediaUseCases, access });
  // Requests that take effect once, across instances (issue 28): calls with an Idempotency-Key, tus completions.
  const idempotency = answerClaims(connection, 'IdempotencyKey', 'idempotency_keys');
  const finishes = answerClaims(connection, 'ResumableFinish', 'resumable_finishes');
  const albumCopies = options.albumSources ? new AlbumCopiesRepair({ albums, lifecycle, sources: options.albumSources, recheckMs: options.repairRecheckMs }) : null;
  return {
    stores: { uploads, media, highlights, albums, comments, reactions, idempotency, finishes },
    access,
    files,
    references,
    sharing,
    media: mediaUseCases,
    highlights: highlightUseCases,
    comments: commentUseCases,
    reactions: reactionUseCases,
    /** An album's latest comments (the owner's Activity tab). */
    albumComments: albumCommentList,
    /** The comment and reaction counts media items carry. */
    activityCounts: itemCounts,
    activity,
    approvals,
    lifecycle,
    /** Large files sent by the tus protocol, in pieces (routes/resumable.routes.ts). */
    resumable: {
      uploads: resumable,
      server: resumableServer(resumable, finishes, logger, {
        storage: options.resumableS3
          ? { kind: 's3', settings: options.resumableS3 }
          : { kind: 'disk', dir: options.resumableDir ?? path.join(os.tmpdir(), 'abialbum-resumable-uploads') },
        expiryMs: options.resumableExpiryMs ?? RESUMABLE_EXPIRY_HOURS * 3_600_000,
      }),
    },
    /** Video posters after the upload answered, and playback copies of videos browsers may not play (events/video-jobs.ts). */
    posters: filePictures({ storage, uploads, media, highlights, video, limit, logger }),
    playback: playbackCopies({ storage, uploads, media, highlights, video, logger }),
    downloads: new AlbumDownloads({ access, media, storage, links: options.links, directory, logger }),
    /** Lists and album copies repaired (at start, periodically, when asked: index.ts starts it). */
    repairs: mediaRepairs({
      media,
      highlights,
      comments,
      activityCounts: itemCounts,
      albumCopies,
      // Through the handlers the broker's user.* events go through (events/consumers.ts).
      users: options.userSource ? { directory, source: options.userSource, handlers: eventHandlers({ directory, uploads, media, lifecycle, activity }), recheckMs: options.repairRecheckMs } : null,
      logger,
    }),
    /** The documents whose outbox the relay drains. */
    outboxModels: [
      ...([media.model, highlights.model, comments.model, reactions.model] as unknown as Model<never>[]),
      // An upload's writes take its file's lock (uploadLock, by key), not the document's.
      { model: uploads.model as unknown as Model<never>, lockOf: (doc) => uploadLock(String(doc.key)) },
    ] as OutboxSource[],
  };
}

export type Services = ReturnType<typeof createServices>;
