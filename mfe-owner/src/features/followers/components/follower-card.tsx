import { Link } from 'react-router-dom';
import type { FollowerUser } from '@abialbum/contracts';
import * as styles from './followers.module.css';

/** A follower: opens the media they uploaded. */
export function FollowerCard({ user }: { user: FollowerUser }) {
  const place = [user.city, user.state, user.country].filter(Boolean).join(', ');
  return (
    <li>
      <Link to={`/abialbum/user-uploads/${encodeURIComponent(user.id)}`} className={styles.card}>
        {user.profileImage ? (
          <img src={user.profileImage} alt={user.name} className={styles.avatar} loading="lazy" />
        ) : (
          <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
        <span className={styles.name}>{user.name}</span>
        {place && <span className={styles.place}>{place}</span>}
      </Link>
    </li>
  );
}
