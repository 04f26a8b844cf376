import { useCallback, useEffect, useState } from 'react';
import type { MediaSummary } from '@abialbum/contracts';
import { Button, Modal } from '@abialbum/web-kit';
import { MediaView } from './media-view';
import * as styles from './media.module.css';

export interface MediaViewerProps {
  title: string;
  media: MediaSummary[];
  startIndex?: number;
  onClose(): void;
  /** The shared-section page's viewer fills the screen; galleries are a large dialog. */
  fullScreen?: boolean;
}

/** Arrow keys belong to the element that has focus when it uses them itself (video seeking, text). */
function usesArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'AUDIO'].includes(target.tagName);
}

/** A media gallery dialog: previous/next (buttons and arrow keys, wrapping round), 'N / total', caption. */
export function MediaViewer({ title, media, startIndex = 0, onClose, fullScreen = false }: MediaViewerProps) {
  const count = media.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), Math.max(0, count - 1)));
  const step = useCallback((delta: number) => setIndex((i) => (count === 0 ? 0 : (i + delta + count) % count)), [count]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || usesArrowKeys(event.target)) return;
      if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'ArrowRight') step(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step]);

  const current = media[index];
  return (
    <Modal open title={title} onClose={onClose} size={fullScreen ? 'full' : 'lg'}>
      {current ? (
        <div className={fullScreen ? `${styles.viewerBody} ${styles.fullBody}` : styles.viewerBody}>
          <figure className={styles.stage}>
            <MediaView key={current.id} media={current} mode="full" />
            {current.caption && <figcaption className={styles.caption}>{current.caption}</figcaption>}
          </figure>
          <div className={styles.controls}>
            <Button variant="secondary" onClick={() => step(-1)} disabled={count < 2}>
              <span aria-hidden="true">‹</span> Previous
            </Button>
            <span className={styles.counter} aria-live="polite">{`${index + 1} / ${count}`}</span>
            <Button variant="secondary" onClick={() => step(1)} disabled={count < 2}>
              Next <span aria-hidden="true">›</span>
            </Button>
          </div>
        </div>
      ) : (
        <p className={styles.notice}>No media to show</p>
      )}
    </Modal>
  );
}
