import { useId } from 'react';
import { Button } from '@abialbum/web-kit';
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

const Status = ({ blocked, who }: { blocked: boolean; who: string }) => (
  <span className={blocked ? styles.blocked : styles.active}>{`${who}: ${blocked ? 'Blocked' : 'Active'}`}</span>
);

/** SPEC "Admin dashboard" Albums: one album with its owner, counts, statuses, media and the block toggle. */
export function AlbumCard({ album, pending, onToggleBlocked, onViewMedia }: Props) {
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
            <Status blocked={album.isBlocked} who="Album" />
            <Status blocked={album.owner?.isBlocked ?? false} who="Owner" />
          </div>
        </div>
        <p className={album.description ? styles.description : `${styles.description} ${styles.muted}`}>
          {album.description || 'No description'}
        </p>
        <p className={styles.owner}>{`Owner: ${album.owner?.name || 'Unknown'}`}</p>
        <ul className={styles.counts}>
          <li>{`Media: ${album._count?.media ?? 0}`}</li>
          <li>{`Comments: ${album._count?.comments ?? 0}`}</li>
          <li>{`Reactions: ${album._count?.reactions ?? 0}`}</li>
        </ul>
        <AlbumThumbnails album={album} />
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => onViewMedia(album)}>
            {`View All Media (${total})`}
          </Button>
          <Button variant={album.isBlocked ? 'secondary' : 'danger'} size="sm" loading={pending} onClick={() => onToggleBlocked(album)}>
            {album.isBlocked ? 'Unblock Album' : 'Block Album'}
          </Button>
        </div>
      </article>
    </li>
  );
}
