import { formatDate, useTranslation } from '@abialbum/web-kit';
import * as styles from './content.module.css';

/** 'Last updated by' who and when, once the page has been saved. */
export function LastUpdated({ by, at }: { by?: string | null; at?: string | null }) {
  const { t } = useTranslation('admin');
  const date = at ? formatDate(at, { dateStyle: 'long', timeStyle: 'short' }) : '';
  if (!by && !date) return null;
  const name = by || t('content.unknownEditor');
  return <p className={styles.updated}>{date ? t('content.updatedByOn', { name, date }) : t('content.updatedBy', { name })}</p>;
}
