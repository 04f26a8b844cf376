import { Link } from 'react-router-dom';
import { LineIcon, useTranslation, type LineIconName } from '@abialbum/web-kit';
import * as styles from './landing.module.css';

const FEATURES: Array<{ icon: LineIconName; title: string; text: string; to: string }> = [
  {
    icon: 'camera',
    title: 'landing.featureShareTitle',
    text: 'landing.featureShareText',
    to: '/abialbum/home',
  },
  {
    icon: 'folders',
    title: 'landing.featureOrganizeTitle',
    text: 'landing.featureOrganizeText',
    to: '/abialbum/owner',
  },
  {
    icon: 'link',
    title: 'landing.featureSectionsTitle',
    text: 'landing.featureSectionsText',
    to: '/abialbum/owner',
  },
];

const STEPS = [
  { number: '01', title: 'landing.stepCreateTitle', text: 'landing.stepCreateText' },
  { number: '02', title: 'landing.stepUploadTitle', text: 'landing.stepUploadText' },
  { number: '03', title: 'landing.stepShareTitle', text: 'landing.stepShareText' },
];

export function FeaturesBlock() {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.block} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.blockTitle}>
        {t('landing.featuresTitle')}
      </h2>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <Link to={feature.to} className={styles.feature}>
              <LineIcon name={feature.icon} size={32} className={styles.featureIcon} />
              <h3 className={styles.featureTitle}>{t(feature.title)}</h3>
              <p className={styles.muted}>{t(feature.text)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.block} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.blockTitle}>
        {t('landing.howTitle')}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.number} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {step.number}
            </span>
            <h3 className={styles.featureTitle}>{t(step.title)}</h3>
            <p className={styles.muted}>{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
