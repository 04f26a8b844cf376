import type { ReactNode } from 'react';
import { Button, Spinner, useTranslation } from '@abialbum/web-kit';
import * as styles from './page-status.module.css';

// The frames of a page that reads what it shows (an album, a shared section, a share link) while it has nothing to
// show: loading, nothing there, or the reading failed.

/** While the page's data loads. */
export function PageLoading({ label }: { label: string }) {
  return <Spinner label={label} showLabel className={styles.loading} />;
}

interface PageNoticeProps {
  title: string;
  /** A line under the title. */
  text?: string;
  /** Read out at once (the reading failed). */
  alert?: boolean;
  /** The frame's own layout, when the page lays out its actions differently. */
  className?: string;
  children?: ReactNode;
}

/** The page in place of what it could not show: a title, a line, and what the visitor can do. */
export function PageNotice({ title, text, alert = false, className = styles.notice, children }: PageNoticeProps) {
  return (
    <div className={className} role={alert ? 'alert' : undefined}>
      <h1 className={styles.title}>{title}</h1>
      {text && <p className={styles.description}>{text}</p>}
      {children}
    </div>
  );
}

/** The reading failed (not a missing page): says so and offers to read again. */
export function PageFailed({ title, onRetry }: { title: string; onRetry(): void }) {
  const { t } = useTranslation('public');
  return (
    <PageNotice title={title} alert>
      <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
    </PageNotice>
  );
}
