import { Link, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '@abialbum/web-kit';
import * as styles from './friends.module.css';

/** Login keeps this page as its origin, so the user comes straight back after signing in. */
export function SignedOutPrompt() {
  const { pathname, search, hash } = useLocation();
  return (
    <div className={styles.panel}>
      <p>Sign in to see the albums you follow and keep up with the people behind them.</p>
      <Link to={LOGIN_PATH} state={{ from: { pathname, search, hash } }} className={styles.panelLink}>
        Login
      </Link>
    </div>
  );
}
