import { Link } from 'react-router-dom';
import { Spinner, type AboutContent } from '@abialbum/web-kit';
import { useAbout } from '../hooks/use-about';
import { Paragraphs } from './paragraphs';
import * as styles from './about.module.css';

const formatDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime())
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : null;
};

/** SPEC section 2 "About page (public)". */
export function AboutPage() {
  const state = useAbout();
  if (state.status === 'loading') return <Spinner label="Loading..." className={styles.loading} />;
  if (state.status === 'empty') {
    return (
      <div className={styles.page}>
        <h1 className={styles.empty}>Content Not Available - Please check back later.</h1>
      </div>
    );
  }
  return <AboutView about={state.about} />;
}

function AboutView({ about }: { about: AboutContent }) {
  const updated = formatDate(about.updatedAt);
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{about.title}</h1>
        <Paragraphs text={about.content} className={styles.lead} />
      </header>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="about-mission">
          <h2 id="about-mission">Our Mission</h2>
          <Paragraphs text={about.mission} />
        </section>
        <section className={styles.card} aria-labelledby="about-vision">
          <h2 id="about-vision">Our Vision</h2>
          <Paragraphs text={about.vision} />
        </section>
      </div>

      {about.features.length > 0 && (
        <section aria-labelledby="about-why">
          <h2 id="about-why" className={styles.centered}>
            Why Choose Abi Social Album?
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
        <h2 id="about-cta">Ready to keep your memories forever?</h2>
        <div className={styles.actions}>
          <Link to="/abialbum/signup" className={styles.primary}>
            Create Your Album
          </Link>
          <Link to="/abialbum/dashboard" className={styles.secondary}>
            Explore Albums
          </Link>
        </div>
      </section>

      {updated && <p className={styles.updated}>{`Last updated: ${updated}`}</p>}
    </article>
  );
}
