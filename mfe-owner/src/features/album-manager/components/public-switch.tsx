import * as styles from './album-manager.module.css';

/** The album's privacy toggle: public (anyone can find it) or private (only the owner and members). */
export function PublicSwitch({ isPublic, onChange, disabled }: { isPublic: boolean; onChange(next: boolean): void; disabled?: boolean }) {
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
        <span>Public album</span>
      </button>
      <p id="album-privacy-hint" className={styles.hint}>
        {isPublic ? 'Public: anyone can find and view this album.' : 'Private: only you and approved members can see it.'}
      </p>
    </div>
  );
}
