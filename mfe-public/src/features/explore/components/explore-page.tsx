import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, useTranslation } from '@abialbum/web-kit';
import { Tabs } from '@abialbum/web-kit/forms';
import { useExplore } from '../hooks/use-explore';
import { FeaturedAlbums } from './featured-albums';
import { MediaCard, PlaceholderCard } from './media-card';
import * as styles from './explore.module.css';

type Filter = 'all' | 'photos' | 'videos';

const FILTERS: Array<{ id: Filter; label: string }> = [
  { id: 'all', label: 'explore.all' },
  { id: 'photos', label: 'explore.photos' },
  { id: 'videos', label: 'explore.videos' },
];

/** The cards of a wide screen's first row load at once; the very first is the page's largest paint. */
const FIRST_ROW = 4;
const firstScreen = (index: number) => (index === 0 ? 'high' : index < FIRST_ROW ? 'auto' : undefined);

const matches = (filter: Filter, type: string) =>
  filter === 'all' || (filter === 'photos' ? type === 'IMAGE' : type === 'VIDEO');

/** Read by screen readers until every album has answered; the grid below may already show some cards. */
function LoadingStatus() {
  const { t } = useTranslation('public');
  return (
    <p className="wk-visually-hidden" role="status">
      {t('explore.loading')}
    </p>
  );
}

/** SPEC section 2 "Explore page" (/abialbum/home). An empty grid is final only once every album has answered. */
export function ExplorePage() {
  const { t } = useTranslation('public');
  const { albums, media, complete } = useExplore();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = media.filter((item) => matches(filter, item.type));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('explore.title')}</h1>
        {/* SPEC names /abialbum/profile, which is no route without an id; the album manager is where albums are created. */}
        <Link to="/abialbum/owner" className={styles.create}>
          {t('explore.create')}
        </Link>
      </header>

      <Tabs label={t('explore.filter')} items={FILTERS.map((f) => ({ ...f, label: t(f.label) }))} value={filter} onChange={(id) => setFilter(id as Filter)}>
        {/* One place for the status, before the grid: it stays mounted while placeholders turn into cards. */}
        {!complete && <LoadingStatus />}
        {shown.length > 0 ? (
          // More albums may still come: the cards shown stay put and later albums' cards append.
          <ul className={styles.grid}>
            {shown.map((item, index) => (
              <MediaCard key={`${item.albumId}:${item.id}`} media={item} priority={firstScreen(index)} />
            ))}
          </ul>
        ) : !complete ? (
          <ul className={styles.grid}>
            {Array.from({ length: 6 }, (_, i) => (
              <PlaceholderCard key={i} />
            ))}
          </ul>
        ) : (
          <EmptyState
            title={t('explore.empty')}
            description={t('explore.emptyText')}
            action={
              <Link to="/abialbum/owner" className={styles.create}>
                {t('explore.createFirst')}
              </Link>
            }
          />
        )}
      </Tabs>

      {/* After the first cards, not before: the grid's first picture is the page's largest paint. */}
      {(complete || media.length > 0) && <FeaturedAlbums albums={albums} />}
    </div>
  );
}
