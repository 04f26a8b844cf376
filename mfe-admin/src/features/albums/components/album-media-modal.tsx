import { Modal, type AdminAlbum } from '@abialbum/web-kit';
import { mediaFileName } from '../api/albums.api';
import * as styles from './albums.module.css';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};

/** 'View All Media': every item with a player or the image, its kind, file name and date. */
export function AlbumMediaModal({ album, onClose }: { album: AdminAlbum; onClose(): void }) {
  const media = album.media ?? [];
  return (
    <Modal open onClose={onClose} title={`All Media - ${album.title}`} size="lg">
      {media.length === 0 ? (
        <p className={styles.muted}>No media in this album</p>
      ) : (
        <ul className={styles.mediaList}>
          {media.map((item) => {
            const name = mediaFileName(item);
            return (
              <li key={item.id} className={styles.mediaItem}>
                {item.type === 'VIDEO' ? (
                  <video className={styles.mediaPreview} src={item.url} controls preload="metadata" aria-label={name} />
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
