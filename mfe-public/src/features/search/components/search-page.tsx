import { useSearchParams } from 'react-router-dom';
import { EmptyState, Spinner } from '@abialbum/web-kit';
import { useSearchResults } from '../hooks/use-search-results';
import { AlbumResultCard } from './album-result-card';
import * as styles from './search.module.css';
import { albumCardGrid } from '../../../components/album-card/album-card';

/** SPEC "Search results page": /abialbum/search?query={text}. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const { albums, loading } = useSearchResults(query);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Search Results</h1>
      {!query ? (
        <EmptyState title="Enter a search query to get started" headingLevel={2} />
      ) : loading ? (
        <Spinner label="Searching albums..." showLabel />
      ) : albums.length === 0 ? (
        <EmptyState title="No results found" description={`No albums match "${query}".`} headingLevel={2} />
      ) : (
        <>
          <p className={styles.count} role="status">
            {`${albums.length} ${albums.length === 1 ? 'album' : 'albums'} found for "${query}"`}
          </p>
          <ul className={albumCardGrid}>
            {albums.map((album) => (
              <AlbumResultCard key={album.id} album={album} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
