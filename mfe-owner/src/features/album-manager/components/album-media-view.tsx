import type { ReactNode } from 'react';
import { Button, useTranslation } from '@abialbum/web-kit';
import * as styles from './album-manager.module.css';

interface AlbumMediaViewProps {
  mediaCount: number;
  onUpload(): void;
  /** The album's approved media as one ZIP (`preparing` while its link is asked for). */
  zip: { preparing: boolean; onDownload(): void };
  children: ReactNode;
}

/** The album view of the Media tab: every media item of the album, Download and Upload. */
export function AlbumMediaView({ mediaCount, onUpload, zip, children }: AlbumMediaViewProps) {
  const { t } = useTranslation('owner');
  return (
    <section className={styles.view} aria-labelledby="album-media-title">
      <div className={styles.viewHead}>
        <div>
          <h2 id="album-media-title" className={styles.viewTitle}>
            {t('media.allMedia')}
          </h2>
          <p className={styles.meta}>{t('media.count', { count: mediaCount })}</p>
        </div>
        <div className={styles.actions}>
          {mediaCount > 0 && (
            <Button variant="secondary" size="sm" loading={zip.preparing} onClick={zip.onDownload}>
              {zip.preparing ? t('media.preparingDownload') : t('media.downloadAlbum')}
            </Button>
          )}
          <Button size="sm" onClick={onUpload}>
            {t('media.upload')}
          </Button>
        </div>
      </div>
      {children}
    </section>
  );
}
