import { EmptyState, Spinner, useTranslation } from '@abialbum/web-kit';
import { useTopAlbums } from '../hooks/use-top-albums';
import { TopAlbumCard } from './top-album-card';
import * as styles from './top-albums.module.css';

/** SPEC "Top Followed Albums" (/abialbum/top-albums). */
export function TopAlbumsPage() {
  const { t } = useTranslation('public');
  const { albums, loading } = useTopAlbums();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('top.title')}</h1>
      {loading ? (
        <Spinner label={t('top.loading')} showLabel />
      ) : albums.length === 0 ? (
        <EmptyState title={t('top.empty')} description={t('top.emptyText')} headingLevel={2} />
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
