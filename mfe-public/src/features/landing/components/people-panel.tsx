import { Link } from 'react-router-dom';
import { featuredPath } from './landing-links';
import { useTranslation } from '@abialbum/web-kit';
import * as styles from './landing.module.css';

/** Decoration, not data (SPEC "Landing page": the people list holds sample entries). */
const PEOPLE = [
  { name: 'Maria Gonzalez', place: 'landing.placeMadrid', colour: '#be185d' },
  { name: 'Kenji Tanaka', place: 'landing.placeOsaka', colour: '#1d4ed8' },
  { name: 'Amara Okafor', place: 'landing.placeLagos', colour: '#047857' },
  { name: 'Liam Byrne', place: 'landing.placeDublin', colour: '#7c3aed' },
  { name: 'Priya Sharma', place: 'landing.placePune', colour: '#b45309' },
  { name: 'Lucas Oliveira', place: 'landing.placeRecife', colour: '#0f766e' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

export function PeoplePanel({ albumId }: { albumId: string | null }) {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.panel} aria-labelledby="people-title">
      <h2 id="people-title" className={styles.panelTitle}>
        {t('landing.people')}
      </h2>
      <ul className={styles.people}>
        {PEOPLE.map((person) => (
          <li key={person.name}>
            <Link to={featuredPath(albumId)} className={styles.person}>
              <span className={styles.avatar} style={{ background: person.colour }} aria-hidden="true">
                {initials(person.name)}
              </span>
              <span>
                <span className={styles.personName}>{person.name}</span>
                <span className={styles.muted}>{t(person.place)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
