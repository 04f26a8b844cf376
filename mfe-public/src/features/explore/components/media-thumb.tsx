import { useState } from 'react';
import * as styles from './explore.module.css';

interface Props {
  type: 'IMAGE' | 'VIDEO' | 'OTHER';
  url: string;
  thumbnailUrl: string | null;
  className?: string;
}

/** An image, a video's poster (or first frame), or a placeholder when the file cannot be shown. */
export function MediaThumb({ type, url, thumbnailUrl, className }: Props) {
  const [failed, setFailed] = useState(false);
  const classes = [styles.thumb, className].filter(Boolean).join(' ');
  if (failed || (!url && !thumbnailUrl)) return <span className={`${classes} ${styles.placeholder}`} aria-hidden="true" />;
  if (type === 'VIDEO' && !thumbnailUrl) {
    return <video className={classes} src={url} preload="metadata" muted playsInline aria-hidden="true" onError={() => setFailed(true)} />;
  }
  return <img className={classes} src={thumbnailUrl || url} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
