import { Link } from 'react-router-dom';
import { Spinner, formatDate, useTranslation, type AboutContent } from '@abialbum/web-kit';
import { useAbout } from '../hooks/use-about';
import { defaultAbout } from './default-about';
import { Paragraphs } from './paragraphs';
import * as styles from './about.module.css';

/** SPEC section 2 "About page (public)". */
export function AboutPage() {
  const { t } = useTranslation('public');
  const state = useAbout();
  if (state.status === 'loading') return <Spinner label={t('common.loading')} className={styles.loading} />;
  if (state.status === 'empty') {
    return (
      <div className={styles.page}>
        <h1 className={styles.empty}>{t('about.empty')}</h1>
      </div>
    );
  }
  return <AboutView about={state.status === 'fallback' ? defaultAbout() : state.about} />;
}

function AboutView({ about }: { about: AboutContent }) {
  const { t } = useTranslation('public');
  const updated = about.updatedAt ? formatDate(about.updatedAt, { dateStyle: 'long' }) : '';
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{about.title}</h1>
        <Paragraphs text={about.content} className={styles.lead} />
      </header>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="about-mission">
          <h2 id="about-mission">{t('about.mission')}</h2>
          <Paragraphs text={about.mission} />
        </section>
        <section className={styles.card} aria-labelledby="about-vision">
          <h2 id="about-vision">{t('about.vision')}</h2>
          <Paragraphs text={about.vision} />
        </section>
      </div>

      {about.features.length > 0 && (
        <section aria-labelledby="about-why">
          <h2 id="about-why" className={styles.centered}>
            {t('about.why')}
          </h2>
          <ul className={styles.features}>
            {about.features.map((feature, index) => (
              <li key={index} className={styles.card}>
                {feature.icon && (
                  <span className={styles.icon} aria-hidden="true">
                    {feature.icon}
                  </span>
                )}
                <h3>{feature.title}</h3>
                <p>{feature.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.cta} aria-labelledby="about-cta">
        <h2 id="about-cta">{t('about.ctaTitle')}</h2>
        <div className={styles.actions}>
          <Link to="/abialbum/signup" className={styles.primary}>
            {t('landing.stepCreateTitle')}
          </Link>
          <Link to="/abialbum/dashboard" className={styles.secondary}>
            {t('explore.title')}
          </Link>
        </div>
      </section>

      {updated && <p className={styles.updated}>{t('common.lastUpdated', { date: updated })}</p>}
    </article>
  );
}
