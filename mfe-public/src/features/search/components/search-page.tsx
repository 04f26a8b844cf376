import { useSearchParams } from 'react-router-dom';
import { EmptyState, Spinner, useTranslation } from '@abialbum/web-kit';
import { useSearchResults } from '../hooks/use-search-results';
import { AlbumResultCard } from './album-result-card';
import * as styles from './search.module.css';
import { albumCardGrid } from '../../../components/album-card/album-card';

/** SPEC "Search results page": /abialbum/search?query={text}. */
export function SearchPage() {
  const { t } = useTranslation('public');
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const { albums, loading } = useSearchResults(query);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('search.title')}</h1>
      {!query ? (
        <EmptyState title={t('search.noQuery')} headingLevel={2} />
      ) : loading ? (
        <Spinner label={t('search.searching')} showLabel />
      ) : albums.length === 0 ? (
        <EmptyState title={t('search.noResults')} description={t('search.noMatch', { query })} headingLevel={2} />
      ) : (
        <>
          <p className={styles.count} role="status">
            {t('search.found', { count: albums.length, query })}
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
