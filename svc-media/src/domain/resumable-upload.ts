import type { Readable } from 'node:stream';
import { resumableMetadataSchema, UPLOAD_FLOWS, type Media, type UploadFlow } from '@abialbum/contracts';
import { ValidationError } from '@abialbum/service-kit';
import { fileUrl } from '../storage/file-key';
import type { AlbumAccess } from './album-access';
import type { MediaFiles } from './media-files';
import type { MediaService } from './media.service';
import { displayName, mediaRules } from './upload-rules';

/** What a resumable upload was created for, kept in its tus metadata (`uploaderId` set by the service, never sent). */
export interface ResumableTarget {
  uploaderId: string;
  albumId: string;
  sectionId: string | null;
  caption: string;
  name: string;
  flow: UploadFlow;
}

export interface ResumableUploadDeps {
  files: MediaFiles;
  media: MediaService;
  access: AlbumAccess;
}

/** The largest file any flow takes: what the tus server allows at all (each upload is held to its own flow). */
export const RESUMABLE_MAX_BYTES = Math.max(...Object.values(UPLOAD_FLOWS).map((flow) => flow.maxFileMb)) * 1_048_576;

/** The tus metadata a target is kept as (strings only). */
export function targetMetadata(target: ResumableTarget): Record<string, string> {
  const { uploaderId, albumId, sectionId, caption, name, flow } = target;
  return { uploaderId, albumId, ...(sectionId ? { sectionId } : {}), caption, filename: name, flow };
}

/** A target back from the tus metadata the service wrote (null when it is not one of ours). */
export function targetOf(metadata: Record<string, string | null> | undefined): ResumableTarget | null {
  const uploaderId = metadata?.uploaderId;
  const albumId = metadata?.albumId;
  if (!metadata || !uploaderId || !albumId) return null;
  const flow = metadata.flow === 'large' ? 'large' : 'default';
  return { uploaderId, albumId, sectionId: metadata.sectionId || null, caption: metadata.caption ?? '', name: metadata.filename ?? 'file', flow };
}

/**
 * A resumable upload is the multipart upload of one file cut into pieces: created with the same checks (the album
 * takes the caller's uploads, the section is the album's, the flow's size limit, answered with SPEC 5's messages),
 * and once its last byte is in, kept exactly as `POST /upload` keeps a file (sniffed from its bytes, deduplicated,
 * derivatives) and made a media item exactly as `POST albums/media` makes one (the owner's approved, a member's
 * pending). A refusal at the end leaves nothing: no stored file, no record, no item.
 */
export function resumableUploads(deps: ResumableUploadDeps) {
  return {
    /** Checks the creation of an upload of `length` bytes with the client's metadata; answers what to keep of it. */
    async create(userId: string, length: number, metadata: Record<string, string | null>): Promise<ResumableTarget> {
      const parsed = resumableMetadataSchema.safeParse(Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, value ?? ''])));
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'metadata', issue.message]));
        throw new ValidationError(errors);
      }
      const input = parsed.data;
      const name = displayName(input.filename);
      const rules = mediaRules(input.flow, name);
      if (length > rules.maxBytes) throw rules.tooLarge();
      if (length === 0) throw rules.unsupported();
      const albumId = input.albumId.toLowerCase();
      const sectionId = input.sectionId ? input.sectionId.toLowerCase() : null;
      const { album } = await deps.access.forUpload(albumId, userId);
      await deps.access.checkSection(album._id, sectionId);
      return { uploaderId: userId, albumId: album._id, sectionId, caption: input.caption, name, flow: input.flow };
    },

    /** The whole file is in: kept and made a media item, or refused with nothing left of it. */
    async complete(target: ResumableTarget, bytes: Readable): Promise<{ media: Media; pending: boolean }> {
      const { uploaderId, albumId } = target;
      const kept = await deps.files.receive(bytes, mediaRules(target.flow, target.name), { purpose: 'media', uploaderId, albumId, originalName: target.name, provisional: true });
      try {
        const result = await deps.media.create(uploaderId, { albumId, sectionId: target.sectionId, url: fileUrl(kept.record.key), caption: target.caption });
        await deps.files.confirm([kept]);
        return result;
      } catch (err) {
        await deps.files.undo(kept).catch(() => undefined);
        throw err;
      }
    },
  };
}

export type ResumableUploads = ReturnType<typeof resumableUploads>;
