import { useEffect, useId } from 'react';
import { MEDIA_FILE_ACCEPT, UPLOAD_FLOWS, type Media, type UploadFlow } from '@abialbum/contracts';
import { Button, TextField } from '@abialbum/web-kit';
import type { MediaScope } from '../../api/media.api';
import { useFileUpload, type ChosenFile } from '../../hooks/use-file-upload';
import { ProgressBar } from './progress-bar';
import * as styles from './upload.module.css';

interface FileUploadTabProps {
  scope: MediaScope;
  flow: UploadFlow;
  onBusy(busy: boolean): void;
  onDone(media: Media[]): void;
  onCancel(): void;
}

const sizeText = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function FileUploadTab({ scope, flow, onBusy, onDone, onCancel }: FileUploadTabProps) {
  const upload = useFileUpload(scope, flow, onDone);
  const inputId = useId();
  const { maxFiles, maxFileMb } = UPLOAD_FLOWS[flow];
  useEffect(() => onBusy(upload.busy), [upload.busy, onBusy]);

  return (
    <div className={styles.tab}>
      <label htmlFor={inputId} className={styles.drop}>
        <span className={styles.dropTitle}>Choose photos or videos</span>
        <span className={styles.hint}>{`Up to ${maxFiles} files, ${maxFileMb}MB each`}</span>
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        multiple
        accept={MEDIA_FILE_ACCEPT}
        disabled={upload.busy}
        aria-label="Choose files"
        onChange={(event) => upload.choose([...(event.target.files ?? [])])}
      />
      {upload.errors.length > 0 && (
        <ul className={styles.errors} role="alert" aria-label="Upload errors">
          {upload.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {upload.chosen.length > 0 && (
        <>
          <ul className={styles.files} aria-label="Chosen files">
            {upload.chosen.map((item, index) => (
              <FileRow
                key={`${item.file.name}-${index}`}
                item={item}
                onPause={() => upload.pause(index)}
                onResume={() => upload.resume(index)}
              />
            ))}
          </ul>
          {upload.busy && (
            <div className={styles.batch}>
              <span>{`Uploading ${upload.chosen.length} files`}</span>
              <ProgressBar value={upload.batchProgress} label="Overall progress" />
            </div>
          )}
        </>
      )}
      <TextField label="Caption (optional)" name="caption" value={upload.caption} disabled={upload.busy} onChange={(event) => upload.setCaption(event.target.value)} />
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onCancel} disabled={upload.busy}>
          Cancel
        </Button>
        <Button onClick={() => void upload.submit()} loading={upload.busy} disabled={upload.errors.length > 0}>
          {upload.chosen.length > 1 ? `Upload ${upload.chosen.length} Files` : 'Upload'}
        </Button>
      </div>
    </div>
  );
}

const STATUS_TEXT: Partial<Record<ChosenFile['status'], string>> = {
  failed: 'Failed',
  done: 'Uploaded',
  paused: 'Paused',
  offline: 'Connection lost: resumes when back online',
};

function FileRow({ item, onPause, onResume }: { item: ChosenFile; onPause(): void; onResume(): void }) {
  const { file, progress, status, resumable } = item;
  const canPause = resumable && status === 'uploading';
  const canResume = resumable && (status === 'paused' || status === 'offline');
  return (
    <li className={styles.fileRow}>
      <span className={styles.fileName}>{file.name}</span>
      <span className={styles.rowEnd}>
        <span className={styles.hint} role={status === 'offline' ? 'status' : undefined}>
          {STATUS_TEXT[status] ?? sizeText(file.size)}
        </span>
        {canPause && (
          <button type="button" className={styles.rowButton} onClick={onPause} aria-label={`Pause upload of ${file.name}`}>
            Pause
          </button>
        )}
        {canResume && (
          <button type="button" className={styles.rowButton} onClick={onResume} aria-label={`Resume upload of ${file.name}`}>
            Resume
          </button>
        )}
      </span>
      {status !== 'waiting' && <ProgressBar value={status === 'failed' ? 1 : progress} label={`Progress of ${file.name}`} failed={status === 'failed'} />}
    </li>
  );
}
