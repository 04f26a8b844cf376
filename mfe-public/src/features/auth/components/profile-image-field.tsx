import { useId, useRef, type ChangeEvent } from 'react';
import { PROFILE_IMAGE_TYPES } from '@abialbum/contracts';
import { Button } from '@abialbum/web-kit';
import { useImagePreview } from '../hooks/use-image-preview';
import * as styles from './profile-image-field.module.css';

interface Props {
  file: File | null;
  /** The preview is shown only for a file that passed the type and size checks. */
  valid: boolean;
  error?: string;
  disabled?: boolean;
  onChange(file: File | null): void;
}

export function ProfileImageField({ file, valid, error, disabled, onChange }: Props) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const preview = useImagePreview(valid ? file : null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);
  const remove = () => {
    if (input.current) input.current.value = '';
    onChange(null);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        Profile Image (optional)
      </label>
      <div className={styles.body}>
        {preview && <img className={styles.preview} src={preview} alt="Profile image preview" />}
        <div className={styles.controls}>
          <input
            ref={input}
            id={inputId}
            type="file"
            name="profileImageFile"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            disabled={disabled}
            onChange={pick}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
          {file && (
            <Button variant="ghost" size="sm" onClick={remove} disabled={disabled}>
              Remove image
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        JPEG, PNG, GIF, WebP or SVG, up to 5MB
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
