import { Link } from 'react-router-dom';
import type { AlbumSearchResult } from '@abialbum/contracts';
import * as styles from './search.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One search result: opens the album at /abialbum/albums/{id}. */
export function AlbumResultCard({ album }: { album: AlbumSearchResult }) {
  const owner = album.owner?.name || 'Unknown';
  const place = [album.owner?.city, album.owner?.country].filter(Boolean).join(', ');
  return (
    <li className={styles.item}>
      <Link to={`/abialbum/albums/${encodeURIComponent(album.id)}`} className={styles.card}>
        <div className={styles.cover} aria-hidden="true">
          {album.coverImage ? <img src={album.coverImage} alt="" loading="lazy" /> : <span>{album.title.charAt(0).toUpperCase()}</span>}
        </div>
        <div className={styles.body}>
          <h2 className={styles.cardTitle}>{album.title}</h2>
          {album.description && <p className={styles.description}>{album.description}</p>}
          <p className={styles.meta}>
            by {owner}
            {place && ` · ${place}`}
          </p>
          <p className={styles.meta}>
            {count(album.mediaCount, 'media item', 'media items')} · {count(album.followers, 'follower', 'followers')} ·{' '}
            {count(album.views, 'view', 'views')}
          </p>
        </div>
      </Link>
    </li>
  );
}
