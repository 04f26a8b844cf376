import { useTranslation } from '@abialbum/web-kit';
import * as styles from './album-manager.module.css';

/** The album's privacy toggle: public (anyone can find it) or private (only the owner and members). */
export function PublicSwitch({ isPublic, onChange, disabled }: { isPublic: boolean; onChange(next: boolean): void; disabled?: boolean }) {
  const { t } = useTranslation('owner');
  return (
    <div className={styles.switchRow}>
      <button
        type="button"
        role="switch"
        aria-checked={isPublic}
        aria-describedby="album-privacy-hint"
        className={`${styles.switch} ${isPublic ? styles.switchOn : ''}`}
        onClick={() => onChange(!isPublic)}
        disabled={disabled}
      >
        <span className={styles.switchKnob} aria-hidden="true" />
        <span>{t('albumForm.public')}</span>
      </button>
      <p id="album-privacy-hint" className={styles.hint}>
        {isPublic ? t('albumForm.publicHint') : t('albumForm.privateHint')}
      </p>
    </div>
  );
}
