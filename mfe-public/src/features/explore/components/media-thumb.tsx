import { useState } from 'react';
import * as styles from './explore.module.css';

interface Props {
  type: 'IMAGE' | 'VIDEO' | 'OTHER';
  url: string;
  thumbnailUrl: string | null;
  className?: string;
  /** On the first screen: fetched at once, not when scrolled to (the first one is the page's largest paint). */
  priority?: 'high' | 'auto';
}

/** An image, a video's poster (or first frame), or a placeholder when the file cannot be shown. */
export function MediaThumb({ type, url, thumbnailUrl, className, priority }: Props) {
  const [failed, setFailed] = useState(false);
  const classes = [styles.thumb, className].filter(Boolean).join(' ');
  if (failed || (!url && !thumbnailUrl)) return <span className={`${classes} ${styles.placeholder}`} aria-hidden="true" />;
  if (type === 'VIDEO' && !thumbnailUrl) {
    return <video className={classes} src={url} preload="metadata" muted playsInline aria-hidden="true" onError={() => setFailed(true)} />;
  }
  // width/height: the 4:3 frame of a 320 px thumbnail (the frame's CSS sets the shown size).
  return (
    <img
      className={classes}
      src={thumbnailUrl || url}
      alt=""
      width={320}
      height={240}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
