import { useId } from 'react';
import type { Highlight } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { TextField } from '@abialbum/web-kit/forms';
import { FormModal } from '../../../../components/form-modal';
import { MediaThumb } from '@abialbum/web-kit/media';
import { useHighlightForm, type HighlightMethod } from '../../hooks/use-highlight-form';
import { validationText } from '../../utils/validation-text';
import { ProgressBar } from '../upload/progress-bar';
import * as styles from './highlights.module.css';

const METHODS: Array<[HighlightMethod, string]> = [
  ['file', 'highlightForm.methodFile'],
  ['url', 'highlightForm.methodUrl'],
];

export interface HighlightModalProps {
  albumId: string;
  /** Edit mode: this highlight, its caption prefilled and its media shown until replaced. */
  highlight?: Highlight;
  onClose(): void;
  onSaved(highlight: Highlight): void;
}

/**
 * SPEC highlight modal: a new highlight from a file (with progress) or from a web address; in edit mode
 * the same two ways replace the media, which is optional there.
 */
export function HighlightModal({ albumId, highlight, onClose, onSaved }: HighlightModalProps) {
  const { t } = useTranslation('owner');
  const form = useHighlightForm(albumId, onSaved, highlight);
  const texts = highlight
    ? { title: t('highlightForm.editTitle'), submit: t('highlightForm.save') }
    : { title: t('highlightForm.createTitle'), submit: t('highlightForm.create') };
  const fileId = useId();
  const errorId = useId();
  const currentId = useId();

  return (
    <FormModal
      title={texts.title}
      submitLabel={texts.submit}
      busy={form.busy}
      onClose={onClose}
      onSubmit={(event) => void form.submit(event)}
      formClassName={styles.form}
    >
        {highlight && (
          <figure className={styles.current} aria-labelledby={currentId}>
            <span className={styles.currentMedia}>
              <MediaThumb key={highlight.id} media={highlight} sizes="6rem" />
            </span>
            <figcaption id={currentId}>{t('highlightForm.current')}</figcaption>
          </figure>
        )}
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>{t('highlightForm.method')}</legend>
          {METHODS.map(([value, label]) => (
            <label key={value} className={styles.method}>
              <input type="radio" name="method" value={value} checked={form.method === value} disabled={form.busy} onChange={() => form.setMethod(value)} />
              {t(label)}
            </label>
          ))}
        </fieldset>
        {form.method === 'file' ? (
          <div className={styles.field}>
            <label htmlFor={fileId} className={styles.label}>
              {t('highlightForm.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/quicktime,video/webm"
              disabled={form.busy}
              aria-invalid={form.error ? true : undefined}
              aria-describedby={form.error ? errorId : undefined}
              onChange={(event) => form.chooseFile(event.target.files?.[0] ?? null)}
            />
            <p className={styles.hint}>
              {highlight ? t('highlightForm.fileHintEdit') : t('highlightForm.fileHint')}
            </p>
            {form.progress !== null && <ProgressBar value={form.progress} label={t('highlightForm.progress')} />}
          </div>
        ) : (
          <TextField
            label={t('highlightForm.url')}
            name="url"
            type="url"
            placeholder="https://example.com/photo.jpg"
            value={form.url}
            disabled={form.busy}
            onChange={(event) => form.setUrl(event.target.value)}
          />
        )}
        {form.error && (
          <p id={errorId} className={styles.error} role="alert">
            {validationText(form.error)}
          </p>
        )}
        <TextField label={t('common.caption')} name="caption" value={form.caption} disabled={form.busy} onChange={(event) => form.setCaption(event.target.value)} />
    </FormModal>
  );
}
