import { useId } from 'react';
import type { Section } from '@abialbum/contracts';
import { itemCount } from './format';
import { MediaIcon } from '../../../components/media/media-view';
import * as styles from './profile.module.css';

/** Left column: the album's sections, each with its first media as a thumbnail; opens its gallery. */
export function CollectionsCard({ sections, opening, onOpen }: { sections: Section[]; opening: string | null; onOpen(section: Section): void }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Collections
      </h2>
      {sections.length === 0 ? (
        <p className={styles.empty}>No collections yet</p>
      ) : (
        <ul className={styles.collections}>
          {sections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                className={styles.collection}
                onClick={() => onOpen(section)}
                disabled={opening !== null}
                aria-busy={opening === section.id || undefined}
              >
                <span className={styles.collectionThumb} aria-hidden="true">
                  {section.thumbnails[0] ? (
                    <img src={section.thumbnails[0]} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.thumbPlaceholder}>
                      <MediaIcon type="IMAGE" size={24} />
                    </span>
                  )}
                </span>
                <span className={styles.collectionText}>
                  <span className={styles.collectionTitle}>{section.title}</span>
                  <span className={styles.muted}>{itemCount(section.mediaCount)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
