import { Link } from 'react-router-dom';
import type { AlbumSearchResult } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { FollowersBadge } from './followers-badge';
import * as styles from './top-albums.module.css';

/** One of the most followed albums: opens its public profile. */
export function TopAlbumCard({ album, rank }: { album: AlbumSearchResult; rank: number }) {
  const { t } = useTranslation('public');
  const owner = album.owner?.name || t('common.unknown');
  return (
    <li className={styles.item}>
      <Link to={`/abialbum/profile/${encodeURIComponent(album.id)}`} className={styles.card}>
        <div className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            {album.owner?.profileImage ? <img src={album.owner.profileImage} alt="" loading="lazy" /> : owner.charAt(0).toUpperCase()}
          </span>
          <span className={styles.owner}>{owner}</span>
          <span className={styles.rank}>
            {t('top.rank', { rank })}
          </span>
        </div>
        <h2 className={styles.cardTitle}>{album.title}</h2>
        {album.description && <p className={styles.description}>{album.description}</p>}
        <div className={styles.footer}>
          <span className={styles.meta}>{t('common.mediaItems', { count: album.mediaCount })}</span>
          <span className={styles.meta}>{t('common.views', { count: album.views })}</span>
          <FollowersBadge followers={album.followers} />
        </div>
      </Link>
    </li>
  );
}
