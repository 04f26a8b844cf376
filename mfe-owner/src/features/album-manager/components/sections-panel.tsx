import type { Section } from '@abialbum/contracts';
import { Button, Spinner } from '@abialbum/web-kit';
import { count } from '../../../lib/count';
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
  const { sections, loading, mediaCount, mediaTabActive, onSelectAll, onSelect, onAdd } = props;
  const selectedId = mediaTabActive ? props.selectedId : undefined;
  return (
    <aside className={styles.panel} aria-labelledby="sections-heading">
      <div className={styles.panelHead}>
        <h2 id="sections-heading" className={styles.panelTitle}>
          Sections
        </h2>
        <Button size="sm" onClick={onAdd} aria-label="Add Section">
          + Add
        </Button>
      </div>
      <button
        type="button"
        className={`${styles.sectionButton} ${styles.allMedia} ${selectedId === null ? styles.sectionSelected : ''}`}
        aria-current={selectedId === null ? 'true' : undefined}
        onClick={onSelectAll}
      >
        <span className={styles.sectionTitle}>All Album Media</span>
        <span className={styles.countPill}>{mediaCount}</span>
      </button>
      {loading ? (
        <Spinner label="Loading sections..." showLabel size="sm" />
      ) : sections.length === 0 ? (
        <p className={styles.hint}>No sections yet. Add one to organise your media.</p>
      ) : (
        <ul className={styles.sectionList} aria-label="Album sections">
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
                  {section.isSharedAlbum && <span className={styles.sharedBadge}>Shared</span>}
                </span>
                {section.description && <span className={styles.sectionDescription}>{section.description}</span>}
                <span className={styles.meta}>{count(section.mediaCount, 'media item', 'media items')}</span>
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
