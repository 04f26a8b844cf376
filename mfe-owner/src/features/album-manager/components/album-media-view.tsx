import type { ReactNode } from 'react';
import { Button } from '@abialbum/web-kit';
import { count } from '../../../lib/count';
import * as styles from './album-manager.module.css';

/** The album view of the Media tab: every media item of the album, and Upload. */
export function AlbumMediaView({ mediaCount, onUpload, children }: { mediaCount: number; onUpload(): void; children: ReactNode }) {
  return (
    <section className={styles.view} aria-labelledby="album-media-title">
      <div className={styles.viewHead}>
        <div>
          <h2 id="album-media-title" className={styles.viewTitle}>
            All Album Media
          </h2>
          <p className={styles.meta}>{count(mediaCount, 'media item', 'media items')}</p>
        </div>
        <div className={styles.actions}>
          <Button size="sm" onClick={onUpload}>
            Upload
          </Button>
        </div>
      </div>
      {children}
    </section>
  );
}
