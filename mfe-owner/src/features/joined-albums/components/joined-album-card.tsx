import { Link } from 'react-router-dom';
import type { Album } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import * as styles from './joined-albums.module.css';

/** A joined album: opens its page (SPEC: /abialbum/albums/{albumId}). */
export function JoinedAlbumCard({ album }: { album: Album }) {
  const { t } = useTranslation('owner');
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
            <span className={styles.by}>{t('joined.by', { name: owner?.name || t('joined.unknownOwner') })}</span>
            {place && <span className={styles.place}>{place}</span>}
          </span>
        </span>
        {album.description && <span className={styles.description}>{album.description}</span>}
        <span className={styles.stats}>
          <span>{t('joined.items', { count: album._count?.media ?? 0 })}</span>
          <span>{t('joined.views', { count: album.views ?? 0 })}</span>
          <span>{t('joined.followers', { count: album.followers ?? 0 })}</span>
        </span>
      </Link>
    </li>
  );
}
