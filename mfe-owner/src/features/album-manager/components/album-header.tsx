import { Link } from 'react-router-dom';
import type { Album } from '@abialbum/contracts';
import { Button } from '@abialbum/web-kit';
import { count } from '../../../lib/count';
import { OwnerAvatar } from './owner-avatar';
import * as styles from './album-manager.module.css';

/** Back to the dashboard, the album's title and description, and its owner actions. */
export function AlbumHeader({ album, onEdit }: { album: Album; onEdit(): void }) {
  return (
    <header className={styles.header}>
      <Link to="/abialbum/dashboard" className={styles.back}>
        <span aria-hidden="true">←</span> Back to Dashboard
      </Link>
      <div className={styles.headerMain}>
        {album.owner && <OwnerAvatar owner={album.owner} />}
        <div className={styles.headerText}>
          <h1 className={styles.title}>{album.title}</h1>
          <p className={styles.description}>{album.description || 'Manage your album'}</p>
          <p className={styles.meta}>
            <span className={album.isPublic ? styles.publicBadge : styles.privateBadge}>{album.isPublic ? 'Public' : 'Private'}</span>
            <span>{count(album.views, 'view', 'views')}</span>
          </p>
        </div>
        <div className={styles.headerActions}>
          <Link to="/abialbum/followers" className={styles.linkButton}>
            {`Followers (${album.followers})`}
          </Link>
          <Link to={`/abialbum/profile/${encodeURIComponent(album.id)}`} className={styles.linkButton}>
            View Public Profile
          </Link>
          <Button onClick={onEdit}>Edit Album</Button>
        </div>
      </div>
    </header>
  );
}
