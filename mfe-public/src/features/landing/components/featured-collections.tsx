import { Link } from 'react-router-dom';
import type { Section } from '@abialbum/contracts';
import { EmptyState, Spinner } from '@abialbum/web-kit';
import { featuredPath } from './landing-links';
import * as styles from './landing.module.css';

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

interface Props {
  albumId: string | null;
  sections: Section[];
  loading: boolean;
}

/** SPEC "Landing page": the featured album's first sections, each opening the album's profile. */
export function FeaturedCollections({ albumId, sections, loading }: Props) {
  return (
    <section className={styles.panel} aria-labelledby="featured-collections-title">
      <h2 id="featured-collections-title" className={styles.panelTitle}>
        Featured Collections
      </h2>
      {loading ? (
        <Spinner label="Loading collections..." />
      ) : sections.length === 0 ? (
        <EmptyState title="No collections available at the moment" headingLevel={3} />
      ) : (
        <ul className={styles.collections}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link to={featuredPath(albumId)} className={styles.collection}>
                <span className={styles.collectionImage}>
                  {section.thumbnails[0] && <img src={section.thumbnails[0]} alt="" loading="lazy" />}
                </span>
                <span className={styles.collectionTitle}>{section.title}</span>
                <span className={styles.muted}>{items(section.mediaCount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
