import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
// The package's own name, not '../ui/...': the remotes then use the shared singleton's Button and
// Modal instead of bundling a second copy of them (and of ui.css) with this entry.
import { Button, Spinner, useTranslation } from '@abialbum/web-kit';
import { Modal } from '@abialbum/web-kit/forms';
import type { ActivityViewer } from './activity-panel';
import { MediaIcon } from './media-icon';
import { usePlayback } from './use-playback';
import { VideoPlayer } from './video-player';
import { downloadName, isOwnFile, viewableLabel, type Viewable } from './viewable';
import * as styles from './media.module.css';

// Comments and reactions (and the contracts' limits they check, with zod behind them) load when a viewer with
// activity opens, not with every page that can open one.
const ActivityPanel = lazy(() => import('./activity-panel').then(({ ActivityPanel }) => ({ default: ActivityPanel })));

export interface MediaViewerProps {
  title: string;
  media: Viewable[];
  startIndex?: number;
  onClose(): void;
  /** The shared-section page's viewer fills the screen; galleries are a large dialog. */
  fullScreen?: boolean;
  /** Offers "Download" for the original (off when the album's owner switched downloads off for visitors). */
  downloadable?: boolean;
  /** Media items of svc-media (not highlights): their comments and reactions beside them (issue 13). */
  activity?: ActivityViewer;
}

/** Arrow keys belong to the element that has focus when it uses them itself (video seeking, text). */
function usesArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'AUDIO'].includes(target.tagName);
}

/**
 * SPEC image/video viewer: one item at a time with previous/next (buttons and arrow keys, wrapping round),
 * 'N / total' and the caption; 'Unsupported media type' for OTHER. "Download" saves the original (issue 14).
 */
export function MediaViewer({ title, media, startIndex = 0, onClose, fullScreen = false, downloadable = true, activity }: MediaViewerProps) {
  const { t } = useTranslation('kit');
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
          {activity ? (
            <div className={styles.withActivity}>
              <ViewerFigure media={current} />
              <Suspense fallback={<Spinner label={t('activity.loading')} />}>
                <ActivityPanel key={current.id} mediaId={current.id} viewer={activity} />
              </Suspense>
            </div>
          ) : (
            <ViewerFigure media={current} />
          )}
          {downloadable && current.type !== 'OTHER' && isOwnFile(current.url) && (
            <a className={styles.download} href={current.url} download={downloadName(current)}>
              {t('media.download')}
            </a>
          )}
          {count > 1 && (
            <div className={styles.controls}>
              <Button variant="secondary" onClick={() => step(-1)}>
                <span aria-hidden="true">‹</span> {t('common.previous')}
              </Button>
              <span className={styles.counter} aria-live="polite">{`${index + 1} / ${count}`}</span>
              <Button variant="secondary" onClick={() => step(1)}>
                {t('common.next')} <span aria-hidden="true">›</span>
              </Button>
            </div>
          )}
        </div>
      ) : (
        <p className={styles.notice}>{t('media.none')}</p>
      )}
    </Modal>
  );
}

function ViewerFigure({ media }: { media: Viewable }) {
  return (
    <figure className={styles.stage}>
      <ViewerStage key={media.id} media={media} />
      {media.caption && <figcaption className={styles.caption}>{media.caption}</figcaption>}
    </figure>
  );
}

/** The 1280 px display derivative, not the original (up to 50 MB); a placeholder when it fails. */
function ViewerStage({ media }: { media: Viewable }) {
  const { t } = useTranslation('kit');
  const [failed, setFailed] = useState(false);
  if (media.type === 'OTHER') return <p className={styles.notice}>{t('media.unsupported')}</p>;
  if (media.type === 'VIDEO') return <VideoStage media={media} />;
  if (failed) {
    return (
      <div className={styles.notice} role="img" aria-label={viewableLabel(media)}>
        <MediaIcon type="IMAGE" size={48} />
      </div>
    );
  }
  return <img className={styles.full} src={media.displayUrl ?? media.url} alt={viewableLabel(media)} onError={() => setFailed(true)} />;
}

/**
 * A video plays from its playback copy when it has one (the original stays the download). While the copy is being
 * prepared (issue 14: an iPhone's HEVC, which most browsers cannot play) the poster and a notice show instead, and
 * the player takes their place once the copy is ready, without a reload.
 */
function VideoStage({ media }: { media: Viewable }) {
  const { t } = useTranslation('kit');
  const playback = usePlayback(media);
  const [waited, setWaited] = useState(false);
  const poster = media.displayUrl ?? media.thumbnailUrl;
  // Once it was waited for, its end is announced too.
  useEffect(() => {
    if (playback.status === 'preparing') setWaited(true);
  }, [playback.status]);
  if (playback.status === 'checking') return <Spinner label={t('media.loadingVideo')} />;
  if (playback.status === 'preparing') {
    return (
      <div className={styles.preparing}>
        {poster && <img className={styles.preparingPoster} src={poster} alt={viewableLabel(media)} />}
        <div className={styles.preparingNote} role="status">
          <p className={styles.preparingTitle}>{t('media.preparingTitle')}</p>
          <p>{t('media.preparingText')}</p>
        </div>
      </div>
    );
  }
  return (
    <>
      <VideoPlayer key={playback.src} src={playback.src} poster={poster} label={viewableLabel(media)} />
      {waited && (
        <p className="wk-visually-hidden" role="status">
          {playback.status === 'ready' ? t('media.videoReady') : t('media.videoFailed')}
        </p>
      )}
    </>
  );
}
