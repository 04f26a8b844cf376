import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, LoadFailed, Pagination, Spinner } from '@abialbum/web-kit';
import { useFollowedAlbums } from '../hooks/use-followed-albums';
import { FollowedAlbumCard } from './followed-album-card';
import * as styles from './friends.module.css';
import { albumCardGrid } from '../../../components/album-card/album-card';

/** SPEC section 9: friends lists show 12 per page. */
export const FRIENDS_PAGE_SIZE = 12;

export function FollowedAlbums() {
  const { state, retry } = useFollowedAlbums(true);
  const [page, setPage] = useState(1);

  if (state.status === 'loading') return <Spinner label="Loading albums..." showLabel />;
  if (state.status === 'failed') {
    return (
      <LoadFailed message="Failed to fetch albums" onRetry={retry} size="md" />
    );
  }
  if (state.albums.length === 0) {
    return (
      <EmptyState
        title="You are not following any albums yet"
        description="Follow an album to see it here."
        action={
          <Link to="/abialbum/top-albums" className={styles.panelLink}>
            Discover Top Albums
          </Link>
        }
      />
    );
  }

  const totalPages = Math.ceil(state.albums.length / FRIENDS_PAGE_SIZE);
  const shown = state.albums.slice((page - 1) * FRIENDS_PAGE_SIZE, page * FRIENDS_PAGE_SIZE);
  return (
    <>
      <p className={styles.lead}>
        {`You follow ${state.albums.length} ${state.albums.length === 1 ? 'album' : 'albums'}, most recently followed first.`}
      </p>
      <ul className={`${albumCardGrid} ${styles.gridSpaced}`}>
        {shown.map((album) => (
          <FollowedAlbumCard key={album.id} album={album} />
        ))}
      </ul>
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Followed albums pages" />}
    </>
  );
}
