import { Link } from 'react-router-dom';
import type { Section } from '@abialbum/contracts';
import { EmptyState, Spinner, useTranslation } from '@abialbum/web-kit';
import { FEATURED_COLLECTIONS } from '../api/landing.api';
import { featuredPath } from './landing-links';
import * as styles from './landing.module.css';

interface Props {
  albumId: string | null;
  sections: Section[];
  loading: boolean;
}

/** SPEC "Landing page": the featured album's first sections, each opening the album's profile. */
export function FeaturedCollections({ albumId, sections, loading }: Props) {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.panel} aria-labelledby="featured-collections-title">
      <h2 id="featured-collections-title" className={styles.panelTitle}>
        {t('landing.collections')}
      </h2>
      {loading ? (
        <CollectionPlaceholders />
      ) : sections.length === 0 ? (
        <EmptyState title={t('landing.collectionsEmpty')} headingLevel={3} />
      ) : (
        <ul className={styles.collections}>
          {sections.map((section, index) => (
            <li key={section.id}>
              <Link to={featuredPath(albumId)} className={styles.collection}>
                <span className={styles.collectionImage}>
                  {section.thumbnails[0] && <Thumbnail src={section.thumbnails[0]} index={index} />}
                </span>
                <span className={styles.collectionTitle}>{section.title}</span>
                <span className={styles.muted}>{t('common.items', { count: section.mediaCount })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The first row shows on the first screen: fetched at once, the first one first (the page's largest paint). */
const FIRST_ROW = 4;

function Thumbnail({ src, index }: { src: string; index: number }) {
  return (
    <img
      src={src}
      alt=""
      width={320}
      height={320}
      loading={index < FIRST_ROW ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : undefined}
    />
  );
}

/**
 * The SPEC's spinner over grey tiles where the collections will be: the panel has its final size while it
 * loads (no layout shift).
 */
function CollectionPlaceholders() {
  const { t } = useTranslation('landing');
  return (
    <div className={styles.loadingCollections}>
      <Spinner label={t('landing.collectionsLoading')} className={styles.loadingSpinner} />
      <ul className={styles.collections} aria-hidden="true">
        {Array.from({ length: FEATURED_COLLECTIONS }, (_, i) => (
          <li key={i} className={`${styles.collection} ${styles.placeholder}`}>
            <span className={styles.collectionImage} />
            <span className={styles.placeholderLine} />
            <span className={styles.placeholderLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
