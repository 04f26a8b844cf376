import { Link } from 'react-router-dom';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { MediaThumb } from './media-thumb';
import * as styles from './explore.module.css';

/** SPEC section 9: the first 4 albums. */
export const FEATURED_ALBUMS = 4;

export function FeaturedAlbums({ albums }: { albums: AlbumSearchResult[] }) {
  const { t } = useTranslation('public');
  if (albums.length === 0) return null;
  return (
    <section className={styles.featured} aria-labelledby="featured-albums-title">
      <h2 id="featured-albums-title" className={styles.sectionTitle}>
        {t('explore.featured')}
      </h2>
      <ul className={styles.grid}>
        {albums.slice(0, FEATURED_ALBUMS).map((album) => (
          <li key={album.id} className={styles.item}>
            <Link to={`/abialbum/profile/${encodeURIComponent(album.id)}`} className={styles.card}>
              <span className={styles.media}>
                <MediaThumb type="IMAGE" url={album.coverImage ?? ''} thumbnailUrl={null} />
              </span>
              <span className={styles.body}>
                <span className={styles.cardTitle}>{album.title}</span>
                {album.description && <span className={styles.caption}>{album.description}</span>}
                <span className={styles.muted}>{t('common.items', { count: album.mediaCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
