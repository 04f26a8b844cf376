import { useId } from 'react';
import type { MediaSummary } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { MediaTiles } from './media-tiles';
import * as styles from './profile.module.css';

/** Middle column: the owner's chosen highlights; a tile opens the highlights gallery. */
export function HighlightsCard({ media, onOpen }: { media: MediaSummary[]; onOpen(index: number): void }) {
  const { t } = useTranslation('public');
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('profile.highlights')}
      </h2>
      {media.length === 0 ? <p className={styles.empty}>{t('profile.noHighlights')}</p> : <MediaTiles media={media} onOpen={onOpen} />}
    </section>
  );
}

/** A placeholder where an advertisement will go; it says what it is to every visitor. */
export function AdBanner() {
  const { t } = useTranslation('public');
  return (
    <aside className={styles.ad} aria-label={t('profile.ad')}>
      <p className={styles.adLabel}>{t('profile.ad')}</p>
      <p className={styles.muted}>{t('profile.adText')}</p>
    </aside>
  );
}
