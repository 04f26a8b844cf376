import { Spinner, useSession } from '@abialbum/web-kit';
import { FollowedAlbums } from './followed-albums';
import { SignedOutPrompt } from './signed-out-prompt';
import * as styles from './friends.module.css';

/** /abialbum/friends (SPEC: "screen not shown"): the albums the signed-in user follows. */
export function FriendsPage() {
  const { status } = useSession();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Friends</h1>
      {status === 'loading' ? (
        <Spinner label="Loading..." />
      ) : status === 'signedIn' ? (
        <FollowedAlbums />
      ) : (
        <SignedOutPrompt />
      )}
    </div>
  );
}
