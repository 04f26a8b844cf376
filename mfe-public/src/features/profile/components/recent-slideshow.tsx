import { useId, type FocusEvent } from 'react';
import type { MediaSummary } from '@abialbum/contracts';
import { useSlideshow } from '../hooks/use-slideshow';
import { MediaThumb, viewableLabel } from '@abialbum/web-kit/media';
import { formatNumber, useTranslation } from '@abialbum/web-kit';
import * as styles from './profile.module.css';

/** Middle column: the latest media, one at a time, moving on every 3 s; a slide opens the gallery. */
export function RecentSlideshow({ media, onOpen }: { media: MediaSummary[]; onOpen(index: number): void }) {
  const { t } = useTranslation('public');
  const titleId = useId();
  const { index, step, rotating, setHovered, setFocused } = useSlideshow(media.length);
  const current = media[index];
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('profile.recent')}
      </h2>
      {!current ? (
        <p className={styles.empty}>{t('album.empty')}</p>
      ) : (
        <div
          className={styles.slideshow}
          aria-roledescription={t('profile.carousel')}
          aria-labelledby={titleId}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          <div aria-live={rotating ? 'off' : 'polite'}>
            <button
              type="button"
              className={styles.slide}
              aria-roledescription={t('profile.slideRole')}
              aria-label={t('profile.slide', { name: viewableLabel(current), index: formatNumber(index + 1), total: formatNumber(media.length) })}
              onClick={() => onOpen(index)}
            >
              <MediaThumb key={current.id} media={current} />
            </button>
            {current.caption && <p className={styles.slideCaption}>{current.caption}</p>}
          </div>
          {media.length > 1 && (
            <div className={styles.slideControls}>
              <button type="button" className={styles.roundButton} aria-label={t('profile.previousSlide')} onClick={() => step(-1)}>
                <span aria-hidden="true">‹</span>
              </button>
              <span className={styles.counter}>{`${formatNumber(index + 1)} / ${formatNumber(media.length)}`}</span>
              <button type="button" className={styles.roundButton} aria-label={t('profile.nextSlide')} onClick={() => step(1)}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
