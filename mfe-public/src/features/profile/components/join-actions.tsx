import { Suspense, lazy, useState } from 'react';
import { Button, Spinner, useSession, useTranslation } from '@abialbum/web-kit';
import { useJoinStanding } from './join-actions.state';
import * as styles from './join-actions.module.css';

// Only members upload: the form, its file rules (with the validation library) and the member's own uploads
// load when one is shown, not with every visitor's profile page.
const MemberTools = lazy(() => import('./member-tools').then(({ MemberTools }) => ({ default: MemberTools })));
// The request's dialog (a modal and its text field) loads when a visitor asks to join.
const RequestDialog = lazy(() => import('./join-request-dialog').then(({ RequestDialog }) => ({ default: RequestDialog })));

/**
 * The profile's join-state actions (SPEC "Public album profile"): NONE asks to join, PENDING waits (and
 * may cancel), APPROVED uploads and sees their uploads' states, REJECTED shows the reason and may ask again.
 */
export function JoinActions({ albumId }: { albumId: string }) {
  const { t } = useTranslation('public');
  const { status } = useSession();
  const join = useJoinStanding(albumId, status === 'signedIn');
  const [asking, setAsking] = useState(false);
  const { standing } = join;

  const ask = () => (standing.kind === 'signedOut' ? join.toLogin() : setAsking(true));
  const dialog = asking && (
    <Suspense fallback={null}>
      <RequestDialog busy={join.busy} onClose={() => setAsking(false)} onSend={async (text) => (await join.send(text)) && setAsking(false)} />
    </Suspense>
  );

  // While the session is restored too: the viewer may be the owner or a member.
  if (status === 'loading' || standing.kind === 'loading') return <Spinner size="sm" label={t('profile.checking')} />;
  if (standing.kind === 'signedOut') {
    return (
      <Button variant="secondary" fullWidth onClick={ask}>
        {t('profile.requestJoin')}
      </Button>
    );
  }
  const { permission } = standing;
  if (permission.isOwner) return null;
  if (permission.canUpload || permission.isMember || permission.requestStatus === 'APPROVED') {
    return (
      <div className={styles.box}>
        <p className={styles.member}>{t('profile.member')}</p>
        <Suspense fallback={<Spinner size="sm" label={t('profile.uploadLoading')} />}>
          <MemberTools albumId={albumId} />
        </Suspense>
      </div>
    );
  }
  if (permission.requestStatus === 'PENDING') {
    const requestId = permission.requestId;
    return (
      <div className={styles.box}>
        <p className={styles.pending}>{t('profile.pending')}</p>
        <p className={styles.note}>{t('profile.pendingText')}</p>
        {requestId && (
          <Button variant="secondary" fullWidth loading={join.busy} onClick={() => void join.cancel(requestId)}>
            {t('profile.cancelRequest')}
          </Button>
        )}
      </div>
    );
  }
  if (permission.requestStatus === 'REJECTED') {
    return (
      <div className={styles.box}>
        <p className={styles.rejected}>{t('profile.rejected')}</p>
        {permission.rejectionReason && <p className={styles.note}>{t('profile.reason', { reason: permission.rejectionReason })}</p>}
        <Button variant="secondary" fullWidth onClick={ask}>
          {t('profile.requestAgain')}
        </Button>
        {dialog}
      </div>
    );
  }
  return (
    <>
      <Button variant="secondary" fullWidth onClick={ask}>
        {t('profile.requestJoin')}
      </Button>
      {dialog}
    </>
  );
}
