import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation, type SharedAlbumSection } from '@abialbum/web-kit';
import { MediaTiles } from './media-tiles';
import * as styles from './profile.module.css';

/** SPEC section 9: a shared section card shows 8 media, then '+N more'. */
export const SHARED_CARD_MEDIA = 8;

/** Right column: the album's shared sections, each linking to its public page. */
export function SharedSectionsCard({
  sections,
  onOpen,
}: {
  sections: SharedAlbumSection[];
  onOpen(section: SharedAlbumSection, index: number): void;
}) {
  const { t } = useTranslation('public');
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('profile.sharedSections')}
      </h2>
      {sections.length === 0 ? (
        <p className={styles.empty}>{t('profile.noSharedSections')}</p>
      ) : (
        <ul className={styles.sharedList}>
          {sections.map((section) => {
            const media = section.media ?? [];
            return (
              <li key={section.id} className={styles.shared}>
                <h3 className={styles.sharedTitle}>
                  <Link to={`/abialbum/shared-section/${encodeURIComponent(section.id)}`}>{section.title}</Link>
                </h3>
                {section.description && <p className={styles.sharedDescription}>{section.description}</p>}
                <p className={styles.muted}>{t('common.items', { count: Math.max(media.length, section.mediaCount ?? 0) })}</p>
                {media.length > 0 && (
                  <MediaTiles
                    media={media.slice(0, SHARED_CARD_MEDIA)}
                    more={Math.max(media.length, section.mediaCount ?? 0) - SHARED_CARD_MEDIA}
                    onOpen={(index) => onOpen(section, index)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
