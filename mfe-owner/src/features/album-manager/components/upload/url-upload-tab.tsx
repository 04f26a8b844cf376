import { useEffect } from 'react';
import { MAX_URLS, type Media } from '@abialbum/contracts';
import { Button, useTranslation } from '@abialbum/web-kit';
import { TextAreaField } from '@abialbum/web-kit/forms';
import type { MediaScope } from '../../api/media.api';
import { useUrlUpload } from '../../hooks/use-url-upload';
import { validationText } from '../../utils/validation-text';
import * as styles from './upload.module.css';

interface UrlUploadTabProps {
  scope: MediaScope;
  onBusy(busy: boolean): void;
  onDone(media: Media[]): void;
  onCancel(): void;
}

export function UrlUploadTab({ scope, onBusy, onDone, onCancel }: UrlUploadTabProps) {
  const { t } = useTranslation('owner');
  const form = useUrlUpload(scope, onDone);
  useEffect(() => onBusy(form.busy), [form.busy, onBusy]);
  return (
    <div className={styles.tab}>
      <TextAreaField
        label={t('upload.urls')}
        name="urls"
        rows={6}
        placeholder={'https://example.com/photo.jpg\nhttps://example.com/video.mp4'}
        hint={t('upload.urlsHint', { max: MAX_URLS })}
        value={form.text}
        error={validationText(form.error)}
        disabled={form.busy}
        onChange={(event) => form.setText(event.target.value)}
      />
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void form.submit()} loading={form.busy}>
          {t('upload.addMedia')}
        </Button>
      </div>
    </div>
  );
}
