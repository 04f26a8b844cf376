import { useEffect } from 'react';
import { MAX_URLS, type Media } from '@abialbum/contracts';
import { Button, TextAreaField } from '@abialbum/web-kit';
import type { MediaScope } from '../../api/media.api';
import { useUrlUpload } from '../../hooks/use-url-upload';
import * as styles from './upload.module.css';

interface UrlUploadTabProps {
  scope: MediaScope;
  onBusy(busy: boolean): void;
  onDone(media: Media[]): void;
  onCancel(): void;
}

export function UrlUploadTab({ scope, onBusy, onDone, onCancel }: UrlUploadTabProps) {
  const form = useUrlUpload(scope, onDone);
  useEffect(() => onBusy(form.busy), [form.busy, onBusy]);
  return (
    <div className={styles.tab}>
      <TextAreaField
        label="Media URLs"
        name="urls"
        rows={6}
        placeholder={'https://example.com/photo.jpg\nhttps://example.com/video.mp4'}
        hint={`One URL per line, at most ${MAX_URLS}`}
        value={form.text}
        error={form.error ?? undefined}
        disabled={form.busy}
        onChange={(event) => form.setText(event.target.value)}
      />
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          Cancel
        </Button>
        <Button onClick={() => void form.submit()} loading={form.busy}>
          Add Media
        </Button>
      </div>
    </div>
  );
}
