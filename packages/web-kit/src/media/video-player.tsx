import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@abialbum/web-kit';
import { useAutoHide } from './use-auto-hide';
import * as styles from './video-player.module.css';

export interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  /** The video's accessible name (its caption, or 'Video'). */
  label: string;
}

/**
 * SPEC video player: custom play/pause, mute and full-screen controls, an error state, and controls that
 * hide 3 s after the last movement while the video plays. The element's own events drive the state, so
 * keyboard media keys and picture-in-picture stay in step.
 */
export function VideoPlayer({ src, poster, label }: VideoPlayerProps) {
  const { t } = useTranslation('kit');
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [failed, setFailed] = useState(false);
  const controls = useAutoHide(playing);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === frameRef.current && frameRef.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  if (failed) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.errorTitle}>{t('video.failedTitle')}</p>
        <p>{t('video.failedText')}</p>
      </div>
    );
  }

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    // play() rejects when the browser refuses autoplay or the source fails; the error event covers the latter.
    if (video.paused) void video.play()?.catch(() => undefined);
    else video.pause();
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  };
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void frameRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div
      ref={frameRef}
      className={`${styles.frame} ${fullScreen ? styles.fullScreen : ''}`}
      onPointerMove={controls.poke}
      onKeyDown={controls.poke}
      onFocus={controls.poke}
    >
      <video
        ref={videoRef}
        className={styles.video}
        src={src}
        poster={poster ?? undefined}
        playsInline
        preload="metadata"
        aria-label={label}
        onClick={togglePlay}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onError={() => setFailed(true)}
      />
      <div
        className={styles.controls}
        // Faded, not removed: a keyboard user's Tab still reaches the buttons and brings them back.
        style={{ opacity: controls.visible ? 1 : 0 }}
        data-testid="video-controls"
      >
        <button type="button" className={styles.control} onClick={togglePlay} aria-label={playing ? t('video.pause') : t('video.play')}>
          <Icon path={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} />
        </button>
        <button type="button" className={styles.control} onClick={toggleMute} aria-label={muted ? t('video.unmute') : t('video.mute')} aria-pressed={muted}>
          <Icon path={muted ? 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6' : 'M4 9h4l5-4v14l-5-4H4zM16 8a5 5 0 0 1 0 8M18.5 5.5a9 9 0 0 1 0 13'} />
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.end}`}
          onClick={toggleFullScreen}
          aria-label={fullScreen ? t('video.exitFullScreen') : t('video.fullScreen')}
        >
          <Icon path={fullScreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
        </button>
      </div>
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}
