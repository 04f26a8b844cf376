import { Spinner, useSession, useTranslation } from '@abialbum/web-kit';
import { FollowedAlbums } from './followed-albums';
import { SignedOutPrompt } from './signed-out-prompt';
import * as styles from './friends.module.css';

/** /abialbum/friends (SPEC: "screen not shown"): the albums the signed-in user follows. */
export function FriendsPage() {
  const { t } = useTranslation('public');
  const { status } = useSession();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('friends.title')}</h1>
      {status === 'loading' ? (
        <Spinner label={t('common.loading')} />
      ) : status === 'signedIn' ? (
        <FollowedAlbums />
      ) : (
        <SignedOutPrompt />
      )}
    </div>
  );
}
