import { Link } from 'react-router-dom';
import type { Album } from '@abialbum/contracts';
import { Button, useTranslation } from '@abialbum/web-kit';
import { OwnerAvatar } from './owner-avatar';
import * as styles from './album-manager.module.css';

/** Back to the dashboard, the album's title and description, and its owner actions. */
export function AlbumHeader({ album, onEdit }: { album: Album; onEdit(): void }) {
  const { t } = useTranslation('owner');
  return (
    <header className={styles.header}>
      <Link to="/abialbum/dashboard" className={styles.back}>
        <span aria-hidden="true">←</span> {t('header.back')}
      </Link>
      <div className={styles.headerMain}>
        {album.owner && <OwnerAvatar owner={album.owner} />}
        <div className={styles.headerText}>
          <h1 className={styles.title}>{album.title}</h1>
          <p className={styles.description}>{album.description || t('header.manage')}</p>
          <p className={styles.meta}>
            <span className={album.isPublic ? styles.publicBadge : styles.privateBadge}>{album.isPublic ? t('header.public') : t('header.private')}</span>
            <span>{t('header.views', { count: album.views })}</span>
          </p>
        </div>
        <div className={styles.headerActions}>
          <Link to="/abialbum/followers" className={styles.linkButton}>
            {t('header.followers', { count: album.followers })}
          </Link>
          <Link to={`/abialbum/profile/${encodeURIComponent(album.id)}`} className={styles.linkButton}>
            {t('header.viewProfile')}
          </Link>
          <Button onClick={onEdit}>{t('header.edit')}</Button>
        </div>
      </div>
    </header>
  );
}
