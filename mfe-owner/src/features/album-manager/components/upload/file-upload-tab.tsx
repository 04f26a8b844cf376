import { useEffect, useId } from 'react';
import { MEDIA_FILE_ACCEPT, UPLOAD_FLOWS, type Media, type UploadFlow } from '@abialbum/contracts';
import { Button, formatNumber, useTranslation } from '@abialbum/web-kit';
import { TextField } from '@abialbum/web-kit/forms';
import type { MediaScope } from '../../api/media.api';
import { useFileUpload, type ChosenFile } from '../../hooks/use-file-upload';
import { validationText } from '../../utils/validation-text';
import { ProgressBar } from './progress-bar';
import * as styles from './upload.module.css';

interface FileUploadTabProps {
  scope: MediaScope;
  flow: UploadFlow;
  onBusy(busy: boolean): void;
  onDone(media: Media[]): void;
  onCancel(): void;
}

/** A file's size in the page's language and units ('1.5 MB', '1,5 Mo', '1,5 МБ'). */
const sizeText = (bytes: number) =>
  bytes >= 1_048_576
    ? formatNumber(bytes / 1_048_576, { style: 'unit', unit: 'megabyte', minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });

export function FileUploadTab({ scope, flow, onBusy, onDone, onCancel }: FileUploadTabProps) {
  const { t } = useTranslation('owner');
  const upload = useFileUpload(scope, flow, onDone);
  const inputId = useId();
  const { maxFiles, maxFileMb } = UPLOAD_FLOWS[flow];
  useEffect(() => onBusy(upload.busy), [upload.busy, onBusy]);

  return (
    <div className={styles.tab}>
      <label htmlFor={inputId} className={styles.drop}>
        <span className={styles.dropTitle}>{t('upload.choose')}</span>
        <span className={styles.hint}>{t('upload.limits', { max: maxFiles, size: maxFileMb })}</span>
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        multiple
        accept={MEDIA_FILE_ACCEPT}
        disabled={upload.busy}
        aria-label={t('upload.chooseFiles')}
        onChange={(event) => upload.choose([...(event.target.files ?? [])])}
      />
      {upload.errors.length > 0 && (
        <ul className={styles.errors} role="alert" aria-label={t('upload.errors')}>
          {upload.errors.map((error) => (
            <li key={error}>{validationText(error)}</li>
          ))}
        </ul>
      )}
      {upload.chosen.length > 0 && (
        <>
          <ul className={styles.files} aria-label={t('upload.chosen')}>
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
              <span>{t('upload.uploading', { count: upload.chosen.length })}</span>
              <ProgressBar value={upload.batchProgress} label={t('upload.overall')} />
            </div>
          )}
        </>
      )}
      <TextField label={t('common.caption')} name="caption" value={upload.caption} disabled={upload.busy} onChange={(event) => upload.setCaption(event.target.value)} />
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onCancel} disabled={upload.busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void upload.submit()} loading={upload.busy} disabled={upload.errors.length > 0}>
          {upload.chosen.length > 1 ? t('upload.uploadFiles', { count: upload.chosen.length }) : t('media.upload')}
        </Button>
      </div>
    </div>
  );
}

const STATUS_TEXT: Partial<Record<ChosenFile['status'], string>> = {
  failed: 'upload.statusFailed',
  done: 'upload.statusDone',
  paused: 'upload.statusPaused',
  offline: 'upload.statusOffline',
};

function FileRow({ item, onPause, onResume }: { item: ChosenFile; onPause(): void; onResume(): void }) {
  const { t } = useTranslation('owner');
  const { file, progress, status, resumable } = item;
  const statusKey = STATUS_TEXT[status];
  const canPause = resumable && status === 'uploading';
  const canResume = resumable && (status === 'paused' || status === 'offline');
  return (
    <li className={styles.fileRow}>
      <span className={styles.fileName}>{file.name}</span>
      <span className={styles.rowEnd}>
        <span className={styles.hint} role={status === 'offline' ? 'status' : undefined}>
          {statusKey ? t(statusKey) : sizeText(file.size)}
        </span>
        {canPause && (
          <button type="button" className={styles.rowButton} onClick={onPause} aria-label={t('upload.pauseFile', { name: file.name })}>
            {t('upload.pause')}
          </button>
        )}
        {canResume && (
          <button type="button" className={styles.rowButton} onClick={onResume} aria-label={t('upload.resumeFile', { name: file.name })}>
            {t('upload.resume')}
          </button>
        )}
      </span>
      {status !== 'waiting' && <ProgressBar value={status === 'failed' ? 1 : progress} label={t('upload.progressOf', { name: file.name })} failed={status === 'failed'} />}
    </li>
  );
}
