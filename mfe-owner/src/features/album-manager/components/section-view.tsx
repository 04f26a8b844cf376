import type { ReactNode } from 'react';
import type { Section } from '@abialbum/contracts';
import { Button, useTranslation } from '@abialbum/web-kit';
import * as styles from './album-manager.module.css';

interface SectionViewProps {
  section: Section;
  sharing: boolean;
  onBack(): void;
  onCopyLink(): void;
  onToggleShare(): void;
  onUpload(): void;
  onEdit(): void;
  onDelete(): void;
  /** The section's approved media as one ZIP (`preparing` while its link is asked for). */
  zip: { preparing: boolean; onDownload(): void };
  /** The section's media grid. */
  children: ReactNode;
}

/** One section of the album: breadcrumb back, its actions and its media. */
export function SectionView({ section, sharing, onBack, onCopyLink, onToggleShare, onUpload, onEdit, onDelete, zip, children }: SectionViewProps) {
  const { t } = useTranslation('owner');
  return (
    <section className={styles.view} aria-labelledby="section-view-title">
      <nav aria-label={t('section.breadcrumb')} className={styles.breadcrumb}>
        <button type="button" className={styles.crumbButton} onClick={onBack}>
          <span aria-hidden="true">←</span> {t('section.back')}
        </button>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{section.title}</span>
      </nav>
      <div className={styles.viewHead}>
        <div>
          <h2 id="section-view-title" className={styles.viewTitle}>
            {section.title}
          </h2>
          {section.description && <p className={styles.description}>{section.description}</p>}
          <p className={styles.meta}>{t('media.count', { count: section.mediaCount })}</p>
        </div>
        <div className={styles.actions}>
          {section.isSharedAlbum && (
            <Button variant="secondary" size="sm" onClick={onCopyLink}>
              {t('section.copyLink')}
            </Button>
          )}
          <Button
            variant={section.isSharedAlbum ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={section.isSharedAlbum}
            loading={sharing}
            onClick={onToggleShare}
          >
            {section.isSharedAlbum ? t('section.shared') : t('section.share')}
          </Button>
          {section.mediaCount > 0 && (
            <Button variant="secondary" size="sm" loading={zip.preparing} onClick={zip.onDownload}>
              {zip.preparing ? t('media.preparingDownload') : t('section.download')}
            </Button>
          )}
          <Button size="sm" onClick={onUpload}>
            {t('media.upload')}
          </Button>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {t('section.edit')}
          </Button>
          <Button variant="danger" size="sm" onClick={onDelete}>
            {t('section.delete')}
          </Button>
        </div>
      </div>
      {children}
    </section>
  );
}
