import { Link, useLocation } from 'react-router-dom';
import { LOGIN_PATH, useTranslation } from '@abialbum/web-kit';
import * as styles from './friends.module.css';

/** Login keeps this page as its origin, so the user comes straight back after signing in. */
export function SignedOutPrompt() {
  const { t } = useTranslation('public');
  const { pathname, search, hash } = useLocation();
  return (
    <div className={styles.panel}>
      <p>{t('friends.signIn')}</p>
      <Link to={LOGIN_PATH} state={{ from: { pathname, search, hash } }} className={styles.panelLink}>
        {t('login.submit')}
      </Link>
    </div>
  );
}
