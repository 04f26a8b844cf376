import { Link } from 'react-router-dom';
import * as styles from './landing.module.css';

const FEATURES = [
  {
    icon: '📸',
    title: 'Share Photos & Videos',
    text: 'Upload your favourite moments and share them with the people who matter.',
    to: '/abialbum/home',
  },
  {
    icon: '🗂️',
    title: 'Organize in Sections',
    text: 'Keep memories tidy in custom categories such as My Photos, Family, Memories and Activities.',
    to: '/abialbum/owner',
  },
  {
    icon: '🔗',
    title: 'Share Sections',
    text: 'Send a shareable link to one section so friends see exactly what you choose.',
    to: '/abialbum/owner',
  },
];

const STEPS = [
  { number: '01', title: 'Create Your Album', text: 'Sign up for free and create your personal album in a minute.' },
  { number: '02', title: 'Upload & Organize', text: 'Add photos and videos and arrange them into sections.' },
  { number: '03', title: 'Share & Enjoy', text: 'Share your album or single sections via links with family and friends.' },
];

export function FeaturesBlock() {
  return (
    <section className={styles.block} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.blockTitle}>
        Everything you need to keep your memories
      </h2>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <Link to={feature.to} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                {feature.icon}
              </span>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.muted}>{feature.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section className={styles.block} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.blockTitle}>
        How It Works
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.number} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {step.number}
            </span>
            <h3 className={styles.featureTitle}>{step.title}</h3>
            <p className={styles.muted}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
