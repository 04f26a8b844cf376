import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, LoadFailed, Spinner, useTranslation } from '@abialbum/web-kit';
import { Pagination } from '@abialbum/web-kit/forms';
import { useFollowedAlbums } from '../hooks/use-followed-albums';
import { FollowedAlbumCard } from './followed-album-card';
import * as styles from './friends.module.css';
import { albumCardGrid } from '../../../components/album-card/album-card';

/** SPEC section 9: friends lists show 12 per page. */
export const FRIENDS_PAGE_SIZE = 12;

export function FollowedAlbums() {
  const { t } = useTranslation('public');
  const { state, retry } = useFollowedAlbums(true);
  const [page, setPage] = useState(1);

  if (state.status === 'loading') return <Spinner label={t('friends.loading')} showLabel />;
  if (state.status === 'failed') {
    return (
      <LoadFailed message={t('friends.failed')} onRetry={retry} size="md" />
    );
  }
  if (state.albums.length === 0) {
    return (
      <EmptyState
        title={t('friends.empty')}
        description={t('friends.emptyText')}
        action={
          <Link to="/abialbum/top-albums" className={styles.panelLink}>
            {t('friends.discover')}
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
        {t('friends.lead', { count: state.albums.length })}
      </p>
      <ul className={`${albumCardGrid} ${styles.gridSpaced}`}>
        {shown.map((album) => (
          <FollowedAlbumCard key={album.id} album={album} />
        ))}
      </ul>
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label={t('friends.pages')} />}
    </>
  );
}
