import { useId } from 'react';
import { Button, useTranslation } from '@abialbum/web-kit';
import { type AdminAlbum } from '@abialbum/web-kit/admin';
import { mediaTotal } from '../api/albums.api';
import { AlbumThumbnails } from './album-thumbnails';
import * as styles from './albums.module.css';

interface Props {
  album: AdminAlbum;
  pending: boolean;
  onToggleBlocked(album: AdminAlbum): void;
  onViewMedia(album: AdminAlbum): void;
}

const Status = ({ blocked, text }: { blocked: boolean; text: string }) => <span className={blocked ? styles.blocked : styles.active}>{text}</span>;

/** SPEC "Admin dashboard" Albums: one album with its owner, counts, statuses, media and the block toggle. */
export function AlbumCard({ album, pending, onToggleBlocked, onViewMedia }: Props) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const total = mediaTotal(album);
  return (
    <li className={styles.item}>
      <article className={styles.card} aria-labelledby={titleId}>
        <div className={styles.cardHeader}>
          <h3 id={titleId} className={styles.cardTitle}>
            {album.title}
          </h3>
          <div className={styles.badges}>
            <Status blocked={album.isBlocked} text={album.isBlocked ? t('albums.albumBlocked') : t('albums.albumActive')} />
            <Status
              blocked={album.owner?.isBlocked ?? false}
              text={album.owner?.isBlocked ? t('albums.ownerBlocked') : t('albums.ownerActive')}
            />
          </div>
        </div>
        <p className={album.description ? styles.description : `${styles.description} ${styles.muted}`}>
          {album.description || t('albums.noDescription')}
        </p>
        <p className={styles.owner}>{t('albums.owner', { name: album.owner?.name || t('albums.unknownOwner') })}</p>
        <ul className={styles.counts}>
          <li>{t('albums.media', { count: album._count?.media ?? 0 })}</li>
          <li>{t('albums.comments', { count: album._count?.comments ?? 0 })}</li>
          <li>{t('albums.reactions', { count: album._count?.reactions ?? 0 })}</li>
        </ul>
        <AlbumThumbnails album={album} />
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => onViewMedia(album)}>
            {t('albums.viewAll', { count: total })}
          </Button>
          <Button variant={album.isBlocked ? 'secondary' : 'danger'} size="sm" loading={pending} onClick={() => onToggleBlocked(album)}>
            {album.isBlocked ? t('albums.unblock') : t('albums.block')}
          </Button>
        </div>
      </article>
    </li>
  );
}
