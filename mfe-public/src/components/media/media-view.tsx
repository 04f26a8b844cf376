import { useState } from 'react';
import type { MediaSummary } from '@abialbum/contracts';
import * as styles from './media.module.css';

const ICON_PATHS: Record<MediaSummary['type'], string> = {
  IMAGE: 'M4 5h16v14H4zM8.5 10.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M20 15l-5-5-9 9',
  VIDEO: 'M8 5v14l11-7z',
  OTHER: 'M6 3h8l4 4v14H6zM14 3v4h4',
};

/** A line icon for a media type (emoji are missing on some systems). */
export function MediaIcon({ type, size = 28 }: { type: MediaSummary['type']; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" fill={type === 'VIDEO' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
      <path d={ICON_PATHS[type]} />
    </svg>
  );
}

/** What a media item's name is when it has no caption (images need alt text, videos a label). */
export function mediaLabel(media: MediaSummary): string {
  return media.caption || (media.type === 'VIDEO' ? 'Video' : media.type === 'IMAGE' ? 'Photo' : 'File');
}

/**
 * One media item: 'thumb' is a still picture for tiles (the tile's button carries the name),
 * 'full' is the viewer's stage (videos play, OTHER is explained). Failed images show a placeholder.
 * Give it `key={media.id}` so a new item starts without the previous one's failure.
 */
export function MediaView({ media, mode }: { media: MediaSummary; mode: 'thumb' | 'full' }) {
  const [failed, setFailed] = useState(false);
  const onError = () => setFailed(true);

  if (mode === 'full') {
    if (media.type === 'OTHER') return <p className={styles.notice}>Unsupported media type</p>;
    if (media.type === 'VIDEO') {
      return failed ? (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeTitle}>Failed to load video</p>
          <p>The file may be corrupted or in an unsupported format.</p>
        </div>
      ) : (
        <video
          className={styles.full}
          src={media.url}
          poster={media.thumbnailUrl ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={mediaLabel(media)}
          onError={onError}
        />
      );
    }
    return failed ? (
      <div className={styles.notice} role="img" aria-label={mediaLabel(media)}>
        <MediaIcon type="IMAGE" size={48} />
      </div>
    ) : (
      <img className={styles.full} src={media.url} alt={mediaLabel(media)} onError={onError} />
    );
  }

  const still = media.thumbnailUrl ?? (media.type === 'IMAGE' ? media.url : null);
  if (!still || failed) {
    return (
      <span className={styles.placeholder} aria-hidden="true">
        <MediaIcon type={media.type} />
      </span>
    );
  }
  return (
    <>
      <img className={styles.thumb} src={still} alt="" loading="lazy" onError={onError} />
      {media.type === 'VIDEO' && (
        <span className={styles.play} aria-hidden="true">
          <MediaIcon type="VIDEO" size={16} />
        </span>
      )}
    </>
  );
}
