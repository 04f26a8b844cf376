import { useRef, useState } from 'react';
import { checkUploadFiles, MEDIA_FILE_ACCEPT, type Media, type UploadedFile } from '@abialbum/contracts';
import { Button, i18n, useToast, useTranslation } from '@abialbum/web-kit';
import { mediaClient } from '@abialbum/web-kit/clients';
import { isResumable, uploadResumable, type ResumableState, type ResumableUpload } from '@abialbum/web-kit/upload';
import { fieldText } from '../../../shared/validation/field-text';
import { failureText } from './join-actions.state';
import * as styles from './join-actions.module.css';

interface Progress {
  index: number;
  total: number;
  fraction: number;
  /** A large file's resumable upload: how it stands (it can be paused and resumed). */
  state?: ResumableState;
}

/** SPEC 6: a member's upload toast adds that the owner still has to approve it. */
const withNote = (message: string, media: Media[]) =>
  media.some((m) => m.status === 'pending') ? i18n.t('upload.withPendingNote', { ns: 'public', message }) : message;

/**
 * A member's upload from the profile (SPEC 6 "Approved member"): the default flow's checks, one file at a
 * time with a progress bar, then the files become pending media of the album (`onUploaded`). A large file goes by
 * the resumable protocol (pause, resume, on again after a dropped connection) and comes back as its media item.
 */
export function MemberUpload({ albumId, onUploaded }: { albumId: string; onUploaded?(): void }) {
  const { t } = useTranslation('public');
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
        toast.error(t('upload.fileFailed', { name: file.name }));
      }
    }
    try {
      const sent = uploaded.length + added.length;
      if (sent === 0) return;
      const bulk = uploaded.length > 0 ? (await mediaClient.createBulk({ albumId, mediaFiles: uploaded.map((file) => ({ url: file.url })) })).data.media : [];
      const media = [...added, ...(bulk ?? [])];
      // SPEC 8: 'Successfully uploaded N files', or 'Uploaded X of Y files' when some failed.
      const text = sent === files.length ? t('upload.uploaded', { count: sent }) : t('upload.uploadedSome', { done: sent, count: files.length });
      if (sent === files.length) toast.success(withNote(text, media));
      else toast.warning(withNote(text, media));
      onUploaded?.();
    } catch (err) {
      toast.error(failureText(err, t('upload.failed')));
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
        aria-label={t('upload.choose')}
        onChange={(event) => void send([...(event.target.files ?? [])])}
      />
      <Button fullWidth onClick={() => input.current?.click()} loading={progress !== null}>
        {t('upload.button')}
      </Button>
      {progress && (
        <div className={styles.progress}>
          <span>{t('upload.progress', { current: progress.index + 1, total: progress.total })}</span>
          <progress max={100} value={overall} aria-label={t('upload.progressLabel')}>{`${overall}%`}</progress>
          {progress.state === 'offline' && <span role="status">{t('upload.offline')}</span>}
          {progress.state === 'uploading' && (
            <Button variant="secondary" onClick={() => current.current?.pause()} aria-label={t('upload.pauseLabel')}>
              {t('upload.pause')}
            </Button>
          )}
          {(progress.state === 'paused' || progress.state === 'offline') && (
            <Button variant="secondary" onClick={() => current.current?.resume()} aria-label={t('upload.resumeLabel')}>
              {t('upload.resume')}
            </Button>
          )}
        </div>
      )}
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((error) => (
            <li key={error}>{fieldText(error)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
