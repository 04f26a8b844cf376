import { useId } from 'react';
import type { Highlight } from '@abialbum/contracts';
import { TextField } from '@abialbum/web-kit';
import { FormModal } from '../../../../components/form-modal';
import { MediaThumb } from '@abialbum/web-kit/media';
import { useHighlightForm, type HighlightMethod } from '../../hooks/use-highlight-form';
import { ProgressBar } from '../upload/progress-bar';
import * as styles from './highlights.module.css';

const METHODS: Array<[HighlightMethod, string]> = [
  ['file', 'Upload File'],
  ['url', 'From URL'],
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
  const form = useHighlightForm(albumId, onSaved, highlight);
  const texts = highlight ? { title: 'Edit Highlight', submit: 'Save Changes' } : { title: 'Create Highlight', submit: 'Create Highlight' };
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
            <figcaption id={currentId}>Current media</figcaption>
          </figure>
        )}
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>Method</legend>
          {METHODS.map(([value, label]) => (
            <label key={value} className={styles.method}>
              <input type="radio" name="method" value={value} checked={form.method === value} disabled={form.busy} onChange={() => form.setMethod(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        {form.method === 'file' ? (
          <div className={styles.field}>
            <label htmlFor={fileId} className={styles.label}>
              Image or video file
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
              {highlight && 'Optional: a new file replaces the current media. '}JPEG, PNG, GIF, WebP, MP4, MOV or WebM, under 100MB
            </p>
            {form.progress !== null && <ProgressBar value={form.progress} label="Upload progress" />}
          </div>
        ) : (
          <TextField
            label="Media URL"
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
            {form.error}
          </p>
        )}
        <TextField label="Caption (optional)" name="caption" value={form.caption} disabled={form.busy} onChange={(event) => form.setCaption(event.target.value)} />
    </FormModal>
  );
}
