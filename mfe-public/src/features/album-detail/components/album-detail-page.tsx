import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { Album, MediaSummary } from '@abialbum/contracts';
import { Button, EmptyState, LOGIN_PATH, formatDate, useAppNavigate, useSession, useTranslation } from '@abialbum/web-kit';
import { useAlbumDetail } from '../hooks/use-album-detail';
import { useFollow } from '../../../shared/follow/use-follow';
import { useDownloadable } from '../../../shared/download/use-downloadable';
import { PageLoading, PageNotice } from '../../../shared/page-status/page-status';
import * as styles from './album-detail.module.css';
import { MediaGrid } from './media-grid';
import { MediaViewer } from '@abialbum/web-kit/media';

/** SPEC "Album detail" (/abialbum/albums/{albumId} and /abialbum/album/{albumId}). */
export function AlbumDetailPage() {
  const { t } = useTranslation('public');
  const { albumId = '' } = useParams();
  const state = useAlbumDetail(albumId);
  if (state.status === 'loading') return <PageLoading label={t('album.loading')} />;
  if (state.status !== 'ready') {
    const explore = (
      <Link to="/abialbum/home" className={styles.actionLink}>
        {t('album.explore')}
      </Link>
    );
    // SPEC error catalogue: the album could not be read (not a missing one).
    if (state.status === 'failed') {
      return (
        <PageNotice title={t('album.loadFailed')} className={styles.missing}>
          <Button onClick={state.retry}>{t('common.tryAgain')}</Button>
          {explore}
        </PageNotice>
      );
    }
    return (
      <PageNotice title={t('album.notFound')} text={t('album.notFoundText')} className={styles.missing}>
        {explore}
      </PageNotice>
    );
  }
  return <AlbumDetailView key={albumId} album={state.album} media={state.media} />;
}

function AlbumDetailView({ album, media }: { album: Album; media: MediaSummary[] }) {
  const { t } = useTranslation('public');
  const { user, status } = useSession();
  const isOwner = !!user?.id && user.id === album.owner?.id;
  const canFollow = status === 'signedIn' && !isOwner;
  const follow = useFollow(album, canFollow);
  const downloadable = useDownloadable({ id: album.id, allowDownloads: album.allowDownloads, ownerId: album.owner?.id });
  // A notification links to one item (`?media={id}`): the viewer opens on it when the page lists it.
  const [params, setParams] = useSearchParams();
  const linked = media.findIndex((item) => item.id === params.get('media'));
  const [viewing, setViewing] = useState<number | null>(linked >= 0 ? linked : null);
  useEffect(() => {
    if (linked >= 0) setViewing(linked);
  }, [linked]);
  const closeViewer = () => {
    setViewing(null);
    if (params.has('media')) {
      const next = new URLSearchParams(params);
      next.delete('media');
      setParams(next, { replace: true });
    }
  };
  const navigate = useAppNavigate();
  const location = useLocation();
  // Comments and reactions beside each item; a visitor is sent to log in and comes back here.
  const activity = {
    userId: status === 'signedIn' ? (user?.id ?? null) : null,
    canModerate: isOwner,
    onLogin: () => navigate(LOGIN_PATH, { state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } }),
  };
  const items = media.length || album._count?.media || 0;
  const created = formatDate(album.createdAt, { dateStyle: 'long' });

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{album.title}</h1>
            <span className={album.isPublic ? styles.publicBadge : styles.privateBadge}>{album.isPublic ? t('album.public') : t('album.private')}</span>
          </div>
          {album.description && <p className={styles.description}>{album.description}</p>}
          <ul className={styles.meta}>
            {album.owner?.name && <li>{t('common.by', { name: album.owner.name })}</li>}
            {created && <li>{t('album.created', { date: created })}</li>}
            <li>{t('common.items', { count: items })}</li>
            <li>{t('common.followers', { count: follow.followers })}</li>
          </ul>
        </div>
        <div className={styles.actions}>
          {isOwner && (
            <Link to="/abialbum/albums" className={styles.actionLink}>
              {t('album.manage')}
            </Link>
          )}
          {canFollow && (
            <Button variant={follow.isFollowing ? 'secondary' : 'primary'} loading={follow.busy} onClick={() => void follow.toggle()}>
              {follow.isFollowing ? t('follow.unfollow') : t('follow.follow')}
            </Button>
          )}
        </div>
      </header>
      {media.length === 0 ? (
        <EmptyState title={t('album.empty')} description={t('album.emptyText')} headingLevel={2} />
      ) : (
        <MediaGrid media={media} onOpen={setViewing} />
      )}
      {viewing !== null && (
        <MediaViewer
          title={album.title}
          media={media}
          startIndex={viewing}
          downloadable={downloadable}
          activity={activity}
          onClose={closeViewer}
        />
      )}
    </article>
  );
}
