import { useEffect, useId, useRef, useState } from 'react';
import type { Section } from '@abialbum/contracts';
import { albumsClient, Button, formatNumber, i18n, useToast, useTranslation } from '@abialbum/web-kit';
import { MediaIcon } from '@abialbum/web-kit/media';
import * as styles from './profile.module.css';

interface Props {
  albumId: string;
  /** What the profile answered: the album's first sections (at most PROFILE_SECTIONS_LIMIT). */
  sections: Section[];
  /** How many sections the album has. */
  total: number;
  opening: string | null;
  onOpen(section: Section): void;
}

/** Every section of the album, read on demand; a failure toasts and counts, for the button to try again. */
function useAllSections(albumId: string) {
  const [all, setAll] = useState<Section[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failures, setFailures] = useState(0);
  const toast = useToast();
  const load = async () => {
    setLoading(true);
    try {
      const { data } = await albumsClient.listSections(albumId);
      setAll(data.sections);
    } catch {
      // SPEC section 8, "Toasts": fetch failures.
      toast.error(i18n.t('profile.sectionsFailed', { ns: 'public' }));
      setFailures((n) => n + 1);
    } finally {
      setLoading(false);
    }
  };
  return { all, loading, failures, load };
}

/**
 * Left column: the album's sections, each with its first media as a thumbnail; opens its gallery. The
 * profile brings the first ones; 'Show all collections (N)' loads the rest, and the keyboard focus moves
 * on to the first of them (the button is gone by then).
 */
export function CollectionsCard({ albumId, sections, total, opening, onOpen }: Props) {
  const { t } = useTranslation('public');
  const titleId = useId();
  const { all, loading, failures, load } = useAllSections(albumId);
  const shown = all ?? sections;
  const revealed = all ? Math.min(sections.length, all.length - 1) : -1;
  const firstRevealed = useRef<HTMLButtonElement>(null);
  const showAll = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (all) firstRevealed.current?.focus();
  }, [all]);
  // Disabled while it loaded, the button lost the keyboard focus: it gets it back to try again.
  useEffect(() => {
    if (failures > 0) showAll.current?.focus();
  }, [failures]);

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('profile.collections')}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('profile.noCollections')}</p>
      ) : (
        <ul className={styles.collections}>
          {shown.map((section, index) => (
            <li key={section.id}>
              <button
                ref={index === revealed ? firstRevealed : undefined}
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
                  <span className={styles.muted}>{t('common.items', { count: section.mediaCount })}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!all && total > sections.length && (
        <Button ref={showAll} variant="secondary" size="sm" fullWidth className={styles.showAll} loading={loading} onClick={() => void load()}>
          {t('profile.showAll', { total: formatNumber(total) })}
        </Button>
      )}
    </section>
  );
}
