import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, LineIcon, LoadFailed, Spinner, useTranslation } from '@abialbum/web-kit';
import { MediaThumb, viewableLabel, MediaViewer } from '@abialbum/web-kit/media';
import { useUserUploads } from '../hooks/use-user-uploads';
import * as styles from './user-uploads.module.css';

/** SPEC "User uploads" (/abialbum/user-uploads/{userId}): what a user added to albums everyone may see. */
export function UserUploadsPage() {
  const { t } = useTranslation('public');
  const { userId = '' } = useParams();
  const uploads = useUserUploads(userId);
  const navigate = useNavigate();
  const [viewing, setViewing] = useState<number | null>(null);
  const firstLoad = uploads.loading && uploads.media.length === 0;
  const failed = uploads.failed && !uploads.loading;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          <span aria-hidden="true">←</span> {t('uploads.back')}
        </Button>
        <div>
          <h1 className={styles.title}>{t('uploads.title')}</h1>
          {!firstLoad && !failed && <p className={styles.count}>{t('uploads.showing', { count: uploads.media.length })}</p>}
        </div>
      </div>
      {firstLoad ? (
        <Spinner label={t('uploads.loading')} showLabel className={styles.loading} />
      ) : failed ? (
        <LoadFailed message={t('uploads.failed')} onRetry={uploads.retry} size="md" />
      ) : uploads.media.length === 0 ? (
        <EmptyState icon={<LineIcon name="picture" size={40} />} title={t('uploads.empty')} description={t('uploads.emptyText')} />
      ) : (
        <>
          <ul className={styles.grid} aria-label={t('uploads.list')}>
            {uploads.media.map((item, index) => (
              <li key={item.id}>
                <button type="button" className={styles.tile} aria-label={t('common.open', { name: viewableLabel(item) })} onClick={() => setViewing(index)}>
                  <MediaThumb key={item.id} media={item} />
                  {item.caption && <span className={styles.caption}>{item.caption}</span>}
                </button>
              </li>
            ))}
          </ul>
          {uploads.hasMore && (
            <Button variant="secondary" className={styles.more} loading={uploads.loading} onClick={uploads.loadMore}>
              {t('common.loadMore')}
            </Button>
          )}
        </>
      )}
      {viewing !== null && (
        // Items of many albums, each with its owner's say on downloads, which this page does not know: none offered.
        <MediaViewer title={t('uploads.list')} media={uploads.media} startIndex={viewing} downloadable={false} onClose={() => setViewing(null)} />
      )}
    </div>
  );
}
