import { useRef, useState } from 'react';
import { checkUploadFiles, MEDIA_FILE_ACCEPT, mediaMessages, type Media, type UploadedFile } from '@abialbum/contracts';
import { Button, mediaClient, useToast } from '@abialbum/web-kit';
import { isResumable, uploadResumable, type ResumableState, type ResumableUpload } from '@abialbum/web-kit/upload';
import { failureText } from './join-actions.state';
import * as styles from './join-actions.module.css';

interface Progress {
  index: number;
  total: number;
  fraction: number;
  /** A large file's resumable upload: how it stands (it can be paused and resumed). */
  state?: ResumableState;
}

const withNote = (text: string, media: Media[]) => (media.some((m) => m.status === 'pending') ? `${text}. ${mediaMessages.pendingNote}` : text);

/**
 * A member's upload from the profile (SPEC 6 "Approved member"): the default flow's checks, one file at a
 * time with a progress bar, then the files become pending media of the album (`onUploaded`). A large file goes by
 * the resumable protocol (pause, resume, on again after a dropped connection) and comes back as its media item.
 */
export function MemberUpload({ albumId, onUploaded }: { albumId: string; onUploaded?(): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const current = useRef<ResumableUpload | null>(null);
  const toast = useToast();

  /** One large file to its end; its media item is made by the upload itself. */
  const sendResumable = async (index: number, total: number, file: File): Promise<Media> => {
    const upload = uploadResumable(file, {
      albumId,
      onProgress: (fraction) => setProgress((p) => ({ index, total, fraction, state: p?.state ?? 'uploading' })),
      onStateChange: (state) => setProgress((p) => ({ index, total, fraction: p?.fraction ?? 0, state })),
    });
    current.current = upload;
    try {
      return (await upload.result).media;
    } finally {
      current.current = null;
    }
  };

  const send = async (files: File[]) => {
    const problems = checkUploadFiles(files, 'default');
    setErrors(problems);
    if (problems.length > 0 || files.length === 0) return;
    const uploaded: UploadedFile[] = [];
    const added: Media[] = [];
    for (const [index, file] of files.entries()) {
      setProgress({ index, total: files.length, fraction: 0 });
      try {
        if (isResumable(file)) {
          added.push(await sendResumable(index, files.length, file));
          continue;
        }
        const { data } = await mediaClient.upload(file, {
          albumId,
          onProgress: (fraction) => setProgress({ index, total: files.length, fraction }),
        });
        uploaded.push(data);
      } catch {
        toast.error(`Failed to upload ${file.name}`);
      }
    }
    try {
      const sent = uploaded.length + added.length;
      if (sent === 0) return;
      const bulk = uploaded.length > 0 ? (await mediaClient.createBulk({ albumId, mediaFiles: uploaded.map((file) => ({ url: file.url })) })).data.media : [];
      const media = [...added, ...(bulk ?? [])];
      const text = sent === files.length ? mediaMessages.uploaded(sent) : `Uploaded ${sent} of ${files.length} files`;
      if (sent === files.length) toast.success(withNote(text, media));
      else toast.warning(withNote(text, media));
      onUploaded?.();
    } catch (err) {
      toast.error(failureText(err, 'Failed to upload media'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const overall = progress ? Math.round(((progress.index + progress.fraction) / progress.total) * 100) : 0;
  return (
    <div className={styles.upload}>
      <input
        ref={input}
        type="file"
        multiple
        accept={MEDIA_FILE_ACCEPT}
        className="wk-visually-hidden"
        tabIndex={-1}
        aria-label="Choose photos or videos to upload"
        onChange={(event) => void send([...(event.target.files ?? [])])}
      />
      <Button fullWidth onClick={() => input.current?.click()} loading={progress !== null}>
        Upload Media
      </Button>
      {progress && (
        <div className={styles.progress}>
          <span>{`Uploading ${progress.index + 1} of ${progress.total}`}</span>
          <progress max={100} value={overall} aria-label="Upload progress">{`${overall}%`}</progress>
          {progress.state === 'offline' && <span role="status">Connection lost: resumes when back online</span>}
          {progress.state === 'uploading' && (
            <Button variant="secondary" onClick={() => current.current?.pause()} aria-label="Pause upload">
              Pause
            </Button>
          )}
          {(progress.state === 'paused' || progress.state === 'offline') && (
            <Button variant="secondary" onClick={() => current.current?.resume()} aria-label="Resume upload">
              Resume
            </Button>
          )}
        </div>
      )}
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
