import { useId, useRef, type ChangeEvent } from 'react';
import { PROFILE_IMAGE_TYPES } from '@abialbum/contracts';
import { Button, useTranslation } from '@abialbum/web-kit';
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
  const { t } = useTranslation('public');
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
        {t('signup.image')}
      </label>
      <div className={styles.body}>
        {preview && <img className={styles.preview} src={preview} alt={t('signup.imagePreview')} />}
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
              {t('signup.removeImage')}
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('signup.imageHint')}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
