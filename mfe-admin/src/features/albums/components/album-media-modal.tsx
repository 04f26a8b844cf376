import { useEffect, useState } from 'react';
import { errorMessage, formatDateTime, Spinner, useTranslation } from '@abialbum/web-kit';
import { Modal } from '@abialbum/web-kit/forms';
import { adminAlbumsClient, type AdminAlbum, type AdminAlbumMedia } from '@abialbum/web-kit/admin';
import { mediaFileName } from '../api/albums.api';
import * as styles from './albums.module.css';

/** A media item's kind as its label says it. */
const TYPE_KEYS: Record<AdminAlbumMedia['type'], string> = { IMAGE: 'albums.typeImage', VIDEO: 'albums.typeVideo', OTHER: 'albums.typeOther' };

/** 'View All Media': every item with a player or the image, its kind, file name and date. */
type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; media: AdminAlbumMedia[] };

/** The card holds only the first 4: the modal asks for the album's whole list. */
function useAllMedia(albumId: string): Loaded {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    adminAlbumsClient
      .media(albumId)
      .then((answer) => live && setState({ status: 'ready', media: answer.data.media }))
      .catch((error: unknown) => live && setState({ status: 'failed', message: errorMessage(error) }));
    return () => {
      live = false;
    };
  }, [albumId]);
  return state;
}

export function AlbumMediaModal({ album, onClose }: { album: AdminAlbum; onClose(): void }) {
  const { t } = useTranslation('admin');
  const state = useAllMedia(album.id);
  const media = state.status === 'ready' ? state.media : [];
  return (
    <Modal open onClose={onClose} title={t('albums.allMedia', { title: album.title })} size="lg">
      {state.status === 'loading' ? (
        <Spinner label={t('albums.loadingMedia')} />
      ) : state.status === 'failed' ? (
        <p role="alert">{state.message}</p>
      ) : media.length === 0 ? (
        <p className={styles.muted}>{t('albums.noMedia')}</p>
      ) : (
        <ul className={styles.mediaList}>
          {media.map((item) => {
            const name = mediaFileName(item);
            return (
              <li key={item.id} className={styles.mediaItem}>
                {item.type === 'VIDEO' && item.playbackStatus === 'preparing' ? (
                  <p className={styles.mediaPreview} role="status">
                    {t('albums.videoPreparing')}
                  </p>
                ) : item.type === 'VIDEO' ? (
                  // A video browsers may not play as it was sent (an iPhone's HEVC) plays from its playback copy.
                  <video className={styles.mediaPreview} src={item.playbackUrl ?? item.url} controls preload="metadata" aria-label={name} />
                ) : (
                  <img className={styles.mediaPreview} src={item.url} alt={item.caption || name} loading="lazy" />
                )}
                <div className={styles.mediaInfo}>
                  <span className={item.type === 'VIDEO' ? styles.videoLabel : styles.imageLabel}>{t(TYPE_KEYS[item.type])}</span>
                  <span className={styles.fileName}>{name}</span>
                  <span className={styles.muted}>{formatDateTime(item.createdAt)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
