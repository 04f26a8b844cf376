import { useEffect, useState } from 'react';
import { errorMessage, Modal, Spinner } from '@abialbum/web-kit';
import { adminAlbumsClient, type AdminAlbum, type AdminAlbumMedia } from '@abialbum/web-kit/admin';
import { mediaFileName } from '../api/albums.api';
import * as styles from './albums.module.css';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};

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
  const state = useAllMedia(album.id);
  const media = state.status === 'ready' ? state.media : [];
  return (
    <Modal open onClose={onClose} title={`All Media - ${album.title}`} size="lg">
      {state.status === 'loading' ? (
        <Spinner label="Loading media..." />
      ) : state.status === 'failed' ? (
        <p role="alert">{state.message}</p>
      ) : media.length === 0 ? (
        <p className={styles.muted}>No media in this album</p>
      ) : (
        <ul className={styles.mediaList}>
          {media.map((item) => {
            const name = mediaFileName(item);
            return (
              <li key={item.id} className={styles.mediaItem}>
                {item.type === 'VIDEO' && item.playbackStatus === 'preparing' ? (
                  <p className={styles.mediaPreview} role="status">
                    This video is being prepared
                  </p>
                ) : item.type === 'VIDEO' ? (
                  // A video browsers may not play as it was sent (an iPhone's HEVC) plays from its playback copy.
                  <video className={styles.mediaPreview} src={item.playbackUrl ?? item.url} controls preload="metadata" aria-label={name} />
                ) : (
                  <img className={styles.mediaPreview} src={item.url} alt={item.caption || name} loading="lazy" />
                )}
                <div className={styles.mediaInfo}>
                  <span className={item.type === 'VIDEO' ? styles.videoLabel : styles.imageLabel}>{item.type}</span>
                  <span className={styles.fileName}>{name}</span>
                  <span className={styles.muted}>{formatDate(item.createdAt)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
