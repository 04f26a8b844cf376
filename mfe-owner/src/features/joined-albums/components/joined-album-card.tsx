import { Link } from 'react-router-dom';
import type { Album } from '@abialbum/contracts';
import { count } from '../../../lib/count';
import * as styles from './joined-albums.module.css';

/** A joined album: opens its page (SPEC: /abialbum/albums/{albumId}). */
export function JoinedAlbumCard({ album }: { album: Album }) {
  const owner = album.owner;
  const place = [owner?.city, owner?.country].filter(Boolean).join(', ');
  return (
    <li>
      <Link to={`/abialbum/albums/${encodeURIComponent(album.id)}`} className={styles.card}>
        <span className={styles.ownerRow}>
          {owner?.profileImage ? (
            <img src={owner.profileImage} alt="" className={styles.avatar} loading="lazy" />
          ) : (
            <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
              {owner?.name?.trim().charAt(0).toUpperCase() || '?'}
            </span>
          )}
          <span className={styles.ownerText}>
            <span className={styles.title}>{album.title}</span>
            <span className={styles.by}>{`by ${owner?.name || 'Unknown'}`}</span>
            {place && <span className={styles.place}>{place}</span>}
          </span>
        </span>
        {album.description && <span className={styles.description}>{album.description}</span>}
        <span className={styles.stats}>
          <span>{count(album._count?.media ?? 0, 'item', 'items')}</span>
          <span>{count(album.views ?? 0, 'view', 'views')}</span>
          <span>{count(album.followers ?? 0, 'follower', 'followers')}</span>
        </span>
      </Link>
    </li>
  );
}
