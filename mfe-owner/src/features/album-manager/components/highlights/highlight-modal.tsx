import { useId } from 'react';
import type { Highlight } from '@abialbum/contracts';
import { Button, Modal, TextField } from '@abialbum/web-kit';
import { useHighlightForm, type HighlightMethod } from '../../hooks/use-highlight-form';
import { ProgressBar } from '../upload/progress-bar';
import * as styles from './highlights.module.css';

const METHODS: Array<[HighlightMethod, string]> = [
  ['file', 'Upload File'],
  ['url', 'From URL'],
];

/** SPEC highlight modal: a new highlight from a file (with progress) or from a web address. */
export function HighlightModal({ albumId, onClose, onCreated }: { albumId: string; onClose(): void; onCreated(highlight: Highlight): void }) {
  const form = useHighlightForm(albumId, onCreated);
  const formId = 'highlight-form';
  const fileId = useId();
  const errorId = useId();
  const close = () => !form.busy && onClose();

  return (
    <Modal
      open
      onClose={close}
      title="Create Highlight"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={form.busy}>
            Create Highlight
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-busy={form.busy}>
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
            <p className={styles.hint}>JPEG, PNG, GIF, WebP, MP4, MOV or WebM, under 100MB</p>
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
      </form>
    </Modal>
  );
}
