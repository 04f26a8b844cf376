import { Link } from 'react-router-dom';
import { useTranslation } from '@abialbum/web-kit';
import { useFeaturedAlbum } from '../hooks/use-featured-album';
import { FeaturedCollections } from './featured-collections';
import { FeaturesBlock, HowItWorks } from './features-block';
import { featuredPath } from './landing-links';
import { PeoplePanel } from './people-panel';
import { StackedCards } from './stacked-cards';
import { StatsBlock } from './stats-block';
import * as styles from './landing.module.css';

/** SPEC section 2 "Landing page" (/abialbum/landing and /abialbum/dashboard). */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const featured = useFeaturedAlbum();
  const images = featured.sections.flatMap((section) => section.thumbnails.slice(0, 1));

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <h1 id="landing-title" className={styles.title}>
          {t('landing.title')}
        </h1>
        <p className={styles.tagline}>{t('landing.tagline')}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to="/abialbum/home">
            {t('landing.explore')}
          </Link>
        </div>
      </section>

      <div className={styles.panels}>
        <FeaturedCollections albumId={featured.albumId} sections={featured.sections} loading={featured.loading} />
        <PeoplePanel albumId={featured.albumId} />
      </div>

      <section className={styles.block} aria-labelledby="stack-title">
        <h2 id="stack-title" className={styles.blockTitle}>
          {t('landing.moments')}
        </h2>
        <StackedCards albumId={featured.albumId} images={images} />
        <div className={styles.actions}>
          <Link className={styles.action} to={featuredPath(featured.albumId)}>
            {t('landing.exploreMore')}
          </Link>
        </div>
      </section>

      <section className={styles.cta} aria-labelledby="cta-title">
        <h2 id="cta-title" className={styles.blockTitle}>
          {t('landing.ctaTitle')}
        </h2>
        <p className={styles.muted}>{t('landing.ctaText')}</p>
        <Link className={styles.primary} to="/abialbum/signup">
          {t('landing.getStarted')}
        </Link>
      </section>

      <FeaturesBlock />
      <HowItWorks />
      <StatsBlock />
    </div>
  );
}
