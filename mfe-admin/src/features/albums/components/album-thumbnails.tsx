import { useTranslation } from '@abialbum/web-kit';
import type { AdminAlbum } from '@abialbum/web-kit/admin';
import { CARD_THUMBNAILS, mediaTotal } from '../api/albums.api';
import * as styles from './albums.module.css';

/** The first 4 media; videos as a VIDEO tile, and a '+N' tile for the rest (SPEC "Albums"). */
export function AlbumThumbnails({ album }: { album: AdminAlbum }) {
  const { t } = useTranslation('admin');
  const shown = (album.media ?? []).slice(0, CARD_THUMBNAILS);
  const rest = mediaTotal(album) - shown.length;
  if (shown.length === 0) return null;
  return (
    <ul className={styles.thumbs} aria-label={t('albums.mediaOf', { title: album.title })}>
      {shown.map((media) => (
        <li key={media.id} className={styles.thumb}>
          {media.type === 'VIDEO' ? (
            <span className={styles.videoTile}>{t('albums.typeVideo')}</span>
          ) : (
            <img src={media.thumbnailUrl || media.url} alt="" loading="lazy" />
          )}
        </li>
      ))}
      {rest > 0 && (
        <li className={`${styles.thumb} ${styles.more}`}>
          <span aria-hidden="true">{`+${rest}`}</span>
          <span className="wk-visually-hidden">{t('albums.more', { count: rest })}</span>
        </li>
      )}
    </ul>
  );
}
