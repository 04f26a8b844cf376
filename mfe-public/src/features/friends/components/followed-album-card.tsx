import { Link } from 'react-router-dom';
import type { Album } from '@abialbum/contracts';
import * as styles from './friends.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An album the user follows: opens its public profile. */
export function FollowedAlbumCard({ album }: { album: Album }) {
  const owner = album.owner?.name || 'Unknown';
  const place = [album.owner?.city, album.owner?.country].filter(Boolean).join(', ');
  return (
    <li className={styles.item}>
      <Link to={`/abialbum/profile/${encodeURIComponent(album.id)}`} className={styles.card}>
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
            {count(album._count?.media ?? 0, 'media item', 'media items')} · {count(album.followers, 'follower', 'followers')}
          </p>
        </div>
      </Link>
    </li>
  );
}
