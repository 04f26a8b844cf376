import { Link } from 'react-router-dom';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { MediaThumb } from './media-thumb';
import * as styles from './explore.module.css';

/** SPEC section 9: the first 4 albums. */
export const FEATURED_ALBUMS = 4;

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export function FeaturedAlbums({ albums }: { albums: AlbumSearchResult[] }) {
  if (albums.length === 0) return null;
  return (
    <section className={styles.featured} aria-labelledby="featured-albums-title">
      <h2 id="featured-albums-title" className={styles.sectionTitle}>
        Featured Albums
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
                <span className={styles.muted}>{items(album.mediaCount)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
