import { EmptyState, Spinner } from '@abialbum/web-kit';
import { useTopAlbums } from '../hooks/use-top-albums';
import { TopAlbumCard } from './top-album-card';
import * as styles from './top-albums.module.css';

/** SPEC "Top Followed Albums" (/abialbum/top-albums). */
export function TopAlbumsPage() {
  const { albums, loading } = useTopAlbums();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Top Followed Albums</h1>
      {loading ? (
        <Spinner label="Loading top albums..." showLabel />
      ) : albums.length === 0 ? (
        <EmptyState title="No albums found" description="No albums available at this time" headingLevel={2} />
      ) : (
        <ol className={styles.grid}>
          {albums.map((album, index) => (
            <TopAlbumCard key={album.id} album={album} rank={index + 1} />
          ))}
        </ol>
      )}
    </div>
  );
}
