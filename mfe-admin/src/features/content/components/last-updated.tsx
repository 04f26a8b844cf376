import * as styles from './content.module.css';

const formatDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' }) : null;
};

/** 'Last updated by' who and when, once the page has been saved. */
export function LastUpdated({ by, at }: { by?: string | null; at?: string | null }) {
  const date = formatDate(at);
  if (!by && !date) return null;
  return (
    <p className={styles.updated}>
      {`Last updated by ${by || 'unknown'}`}
      {date && ` on ${date}`}
    </p>
  );
}
