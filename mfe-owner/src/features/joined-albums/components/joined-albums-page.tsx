import { Link } from 'react-router-dom';
import { EmptyState, LoadFailed, Spinner } from '@abialbum/web-kit';
import { useJoinedAlbums } from '../hooks/use-joined-albums';
import { JoinedAlbumCard } from './joined-album-card';
import * as styles from './joined-albums.module.css';

/** SPEC "Joined albums": the albums whose owner approved this user's join request. */
export function JoinedAlbumsPage() {
  const joined = useJoinedAlbums();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>My Joined Albums</h1>
      <p className={styles.lead}>Albums you are a member of: you can add photos and videos to them for their owners to approve.</p>
      {joined.status === 'loading' ? (
        <Spinner label="Loading joined albums..." showLabel />
      ) : joined.status === 'failed' ? (
        <LoadFailed message="Your joined albums could not be loaded." onRetry={joined.reload} size="md" />
      ) : joined.albums.length === 0 ? (
        <EmptyState
          icon="🤝"
          title="No joined albums yet"
          description="Find an album you like and ask to join it from its profile."
          action={
            <Link to="/abialbum/dashboard" className={styles.browse}>
              Browse Albums
            </Link>
          }
        />
      ) : (
        <ul className={styles.grid} aria-label="Joined albums">
          {joined.albums.map((album) => (
            <JoinedAlbumCard key={album.id} album={album} />
          ))}
        </ul>
      )}
    </div>
  );
}
