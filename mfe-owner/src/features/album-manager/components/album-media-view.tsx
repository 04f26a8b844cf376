import { Button } from '@abialbum/web-kit';
import { count } from '../../../lib/count';
import * as styles from './album-manager.module.css';

/** The album view of the Media tab; the media grid itself comes with the media issue. */
export function AlbumMediaView({ mediaCount }: { mediaCount: number }) {
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
          <Button variant="secondary" size="sm" disabled title="Uploading media is coming soon">
            Upload
          </Button>
        </div>
      </div>
      <p className={styles.placeholder}>The media grid is coming soon: uploads, highlights and approvals arrive with media.</p>
    </section>
  );
}
