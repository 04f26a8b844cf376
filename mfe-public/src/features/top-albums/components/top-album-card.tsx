import { Link } from 'react-router-dom';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { FollowersBadge } from './followers-badge';
import * as styles from './top-albums.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One of the most followed albums: opens its public profile. */
export function TopAlbumCard({ album, rank }: { album: AlbumSearchResult; rank: number }) {
  const owner = album.owner?.name || 'Unknown';
  return (
    <li className={styles.item}>
      <Link to={`/abialbum/profile/${encodeURIComponent(album.id)}`} className={styles.card}>
        <div className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            {album.owner?.profileImage ? <img src={album.owner.profileImage} alt="" loading="lazy" /> : owner.charAt(0).toUpperCase()}
          </span>
          <span className={styles.owner}>{owner}</span>
          <span className={styles.rank}>
            #{rank}
          </span>
        </div>
        <h2 className={styles.cardTitle}>{album.title}</h2>
        {album.description && <p className={styles.description}>{album.description}</p>}
        <div className={styles.footer}>
          <span className={styles.meta}>{count(album.mediaCount, 'media item', 'media items')}</span>
          <span className={styles.meta}>{count(album.views, 'view', 'views')}</span>
          <FollowersBadge followers={album.followers} />
        </div>
      </Link>
    </li>
  );
}
