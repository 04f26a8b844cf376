import { Link } from 'react-router-dom';
import { EmptyState, LineIcon, LoadFailed, Spinner, useTranslation } from '@abialbum/web-kit';
import { useJoinedAlbums } from '../hooks/use-joined-albums';
import { JoinedAlbumCard } from './joined-album-card';
import * as styles from './joined-albums.module.css';

/** SPEC "Joined albums": the albums whose owner approved this user's join request. */
export function JoinedAlbumsPage() {
  const { t } = useTranslation('owner');
  const joined = useJoinedAlbums();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('joined.title')}</h1>
      <p className={styles.lead}>{t('joined.lead')}</p>
      {joined.status === 'loading' ? (
        <Spinner label={t('joined.loading')} showLabel />
      ) : joined.status === 'failed' ? (
        <LoadFailed message={t('joined.loadFailed')} onRetry={joined.reload} size="md" />
      ) : joined.albums.length === 0 ? (
        <EmptyState
          icon={<LineIcon name="people" size={40} />}
          title={t('joined.emptyTitle')}
          description={t('joined.emptyText')}
          action={
            <Link to="/abialbum/dashboard" className={styles.browse}>
              {t('joined.browse')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.grid} aria-label={t('joined.list')}>
          {joined.albums.map((album) => (
            <JoinedAlbumCard key={album.id} album={album} />
          ))}
        </ul>
      )}
    </div>
  );
}
