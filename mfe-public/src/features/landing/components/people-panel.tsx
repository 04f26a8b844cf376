import { Link } from 'react-router-dom';
import { featuredPath } from './landing-links';
import * as styles from './landing.module.css';

/** Decoration, not data (SPEC "Landing page": the people list holds sample entries). */
const PEOPLE = [
  { name: 'Maria Gonzalez', place: 'Madrid, Spain', colour: '#be185d' },
  { name: 'Kenji Tanaka', place: 'Osaka, Japan', colour: '#1d4ed8' },
  { name: 'Amara Okafor', place: 'Lagos, Nigeria', colour: '#047857' },
  { name: 'Liam Byrne', place: 'Dublin, Ireland', colour: '#7c3aed' },
  { name: 'Priya Sharma', place: 'Pune, India', colour: '#b45309' },
  { name: 'Lucas Oliveira', place: 'Recife, Brazil', colour: '#0f766e' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

export function PeoplePanel({ albumId }: { albumId: string | null }) {
  return (
    <section className={styles.panel} aria-labelledby="people-title">
      <h2 id="people-title" className={styles.panelTitle}>
        Friends and Family Around the World
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
                <span className={styles.muted}>{person.place}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
