import { useId, useState } from 'react';
import type { MediaStatus } from '@abialbum/contracts';
import { Button, LoadFailed, Spinner, formatNumber, useTranslation } from '@abialbum/web-kit';
import { MediaThumb, viewableLabel } from '@abialbum/web-kit/media';
import { myUploadsFailed, useMyUploads } from '../hooks/use-my-uploads';
import * as styles from './my-uploads.module.css';

/** How many of the latest uploads show before 'Show all': the member box stays short. */
export const MY_UPLOADS_PREVIEW = 3;

const STATUS_TEXT: Record<MediaStatus, string> = { pending: 'profile.statusPending', approved: 'profile.statusApproved', rejected: 'profile.statusRejected' };

/**
 * A member's own uploads to the album (SPEC 4 "Media approval"): each one's state, and the owner's reason
 * when it was rejected. `version` changes after the member uploads.
 */
export function MyUploads({ albumId, version }: { albumId: string; version: number }) {
  const { t } = useTranslation('public');
  const titleId = useId();
  const uploads = useMyUploads(albumId, version);
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? uploads.media : uploads.media.slice(0, MY_UPLOADS_PREVIEW);

  return (
    <section className={styles.mine} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('profile.myUploads')}
      </h3>
      {uploads.status === 'loading' ? (
        <Spinner size="sm" label={t('profile.myUploadsLoading')} />
      ) : uploads.status === 'failed' ? (
        <LoadFailed message={myUploadsFailed()} onRetry={uploads.retry} />
      ) : uploads.media.length === 0 ? (
        <p className={styles.empty}>{t('profile.myUploadsEmpty')}</p>
      ) : (
        <>
          <ul className={styles.list} aria-labelledby={titleId}>
            {shown.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.thumb}>
                  <MediaThumb key={item.id} media={item} sizes="3rem" />
                </span>
                <span className={styles.text}>
                  <span className={styles.caption}>{viewableLabel(item)}</span>
                  <span className={`${styles.status} ${styles[item.status] ?? ''}`}>{t(STATUS_TEXT[item.status])}</span>
                  {item.status === 'rejected' && item.rejectionReason && (
                    <span className={styles.reason}>{t('profile.reason', { reason: item.rejectionReason })}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {uploads.total > MY_UPLOADS_PREVIEW && (
            // One toggle that stays put, so keyboard focus is not lost when the list opens.
            <Button variant="link" size="sm" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
              {expanded ? t('profile.showFewer') : t('profile.showAllUploads', { total: formatNumber(uploads.total) })}
            </Button>
          )}
          {expanded && uploads.hasMore && (
            <Button variant="secondary" size="sm" loading={uploads.loadingMore} onClick={uploads.loadMore}>
              {t('common.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
