import { useState } from 'react';
import { MediaIcon } from './media-icon';
import { blurBackground, derivativeSrcSet, type Viewable } from './viewable';
import * as styles from './media.module.css';

type LoadState = 'loading' | 'loaded' | 'failed';

/** Grid column widths, so that the browser picks the 320 px thumbnail for tiles. */
const TILE_SIZES = '(min-width: 900px) 12rem, 45vw';

/**
 * A media tile's picture: the thumbnail derivative (srcset with the display one), lazily loaded, over the
 * blur placeholder until it arrives; a type icon when there is no still or it fails to load.
 * Give it `key={media.id}` so a new item starts without the previous one's state.
 */
export function MediaThumb({ media, sizes = TILE_SIZES }: { media: Viewable; sizes?: string }) {
  const [state, setState] = useState<LoadState>('loading');
  const still = media.thumbnailUrl ?? (media.type === 'IMAGE' ? (media.displayUrl ?? media.url) : null);

  if (!still || state === 'failed') {
    return (
      <span className={styles.fallback} data-testid="media-fallback">
        <MediaIcon type={media.type} />
      </span>
    );
  }
  const blur = state === 'loading' ? blurBackground(media.placeholder) : undefined;
  return (
    <span className={styles.frame} style={blur ? { backgroundImage: blur } : undefined} data-state={state}>
      <img
        className={state === 'loaded' ? styles.thumb : `${styles.thumb} ${styles.loading}`}
        src={still}
        srcSet={derivativeSrcSet(media)}
        sizes={derivativeSrcSet(media) ? sizes : undefined}
        alt=""
        loading="lazy"
        decoding="async"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
      {media.type === 'VIDEO' && (
        <span className={styles.play} aria-hidden="true">
          <MediaIcon type="VIDEO" size={16} />
        </span>
      )}
    </span>
  );
}
