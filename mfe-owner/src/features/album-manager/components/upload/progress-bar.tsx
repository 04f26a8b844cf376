import * as styles from './upload.module.css';

/** A labelled progress bar (0 to 1), read out as a percentage. */
export function ProgressBar({ value, label, failed = false }: { value: number; label: string; failed?: boolean }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <progress className={`${styles.progress} ${failed ? styles.progressFailed : ''}`} max={100} value={percent} aria-label={label}>
      {`${percent}%`}
    </progress>
  );
}
