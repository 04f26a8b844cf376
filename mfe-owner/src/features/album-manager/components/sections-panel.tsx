import type { Section } from '@abialbum/contracts';
import { Button, formatNumber, Spinner, useTranslation } from '@abialbum/web-kit';
import * as styles from './album-manager.module.css';

interface SectionsPanelProps {
  sections: Section[];
  loading: boolean;
  mediaCount: number;
  selectedId: string | null;
  /** Off on the other tabs: neither the album nor a section is on screen then. */
  mediaTabActive: boolean;
  onSelectAll(): void;
  onSelect(section: Section): void;
  onAdd(): void;
}

/** The right-hand Sections panel: 'All Album Media', add a section, and the album's sections. */
export function SectionsPanel(props: SectionsPanelProps) {
  const { t } = useTranslation('owner');
  const { sections, loading, mediaCount, mediaTabActive, onSelectAll, onSelect, onAdd } = props;
  const selectedId = mediaTabActive ? props.selectedId : undefined;
  return (
    <aside className={styles.panel} aria-labelledby="sections-heading">
      <div className={styles.panelHead}>
        <h2 id="sections-heading" className={styles.panelTitle}>
          {t('sections.title')}
        </h2>
        <Button size="sm" onClick={onAdd} aria-label={t('sections.addLabel')}>
          {t('sections.add')}
        </Button>
      </div>
      <button
        type="button"
        className={`${styles.sectionButton} ${styles.allMedia} ${selectedId === null ? styles.sectionSelected : ''}`}
        aria-current={selectedId === null ? 'true' : undefined}
        onClick={onSelectAll}
      >
        <span className={styles.sectionTitle}>{t('media.allMedia')}</span>
        <span className={styles.countPill}>{formatNumber(mediaCount)}</span>
      </button>
      {loading ? (
        <Spinner label={t('sections.loading')} showLabel size="sm" />
      ) : sections.length === 0 ? (
        <p className={styles.hint}>{t('sections.empty')}</p>
      ) : (
        <ul className={styles.sectionList} aria-label={t('sections.list')}>
          {sections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                className={`${styles.sectionButton} ${selectedId === section.id ? styles.sectionSelected : ''}`}
                aria-current={selectedId === section.id ? 'true' : undefined}
                onClick={() => onSelect(section)}
              >
                <span className={styles.sectionRow}>
                  <span className={styles.sectionTitle}>{section.title}</span>
                  {section.isSharedAlbum && <span className={styles.sharedBadge}>{t('section.shared')}</span>}
                </span>
                {section.description && <span className={styles.sectionDescription}>{section.description}</span>}
                <span className={styles.meta}>{t('media.count', { count: section.mediaCount })}</span>
                {section.thumbnails.length > 0 && (
                  <span className={styles.thumbs}>
                    {section.thumbnails.slice(0, 4).map((url) => (
                      <img key={url} src={url} alt="" loading="lazy" className={styles.thumb} />
                    ))}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
