import { Suspense, lazy, useState } from 'react';
import { Button, Modal, Spinner, TextAreaField, useSession } from '@abialbum/web-kit';
import { useJoinStanding } from './join-actions.state';
import * as styles from './join-actions.module.css';

// Only members upload: the form, its file rules (with the validation library) and the member's own uploads
// load when one is shown, not with every visitor's profile page.
const MemberTools = lazy(() => import('./member-tools').then(({ MemberTools }) => ({ default: MemberTools })));

/**
 * The profile's join-state actions (SPEC "Public album profile"): NONE asks to join, PENDING waits (and
 * may cancel), APPROVED uploads and sees their uploads' states, REJECTED shows the reason and may ask again.
 */
export function JoinActions({ albumId }: { albumId: string }) {
  const { status } = useSession();
  const join = useJoinStanding(albumId, status === 'signedIn');
  const [asking, setAsking] = useState(false);
  const { standing } = join;

  const ask = () => (standing.kind === 'signedOut' ? join.toLogin() : setAsking(true));
  const dialog = asking && <RequestDialog busy={join.busy} onClose={() => setAsking(false)} onSend={async (text) => (await join.send(text)) && setAsking(false)} />;

  // While the session is restored too: the viewer may be the owner or a member.
  if (status === 'loading' || standing.kind === 'loading') return <Spinner size="sm" label="Checking membership..." />;
  if (standing.kind === 'signedOut') {
    return (
      <Button variant="secondary" fullWidth onClick={ask}>
        Request to Join
      </Button>
    );
  }
  const { permission } = standing;
  if (permission.isOwner) return null;
  if (permission.canUpload || permission.isMember || permission.requestStatus === 'APPROVED') {
    return (
      <div className={styles.box}>
        <p className={styles.member}>You are a member of this album</p>
        <Suspense fallback={<Spinner size="sm" label="Loading upload..." />}>
          <MemberTools albumId={albumId} />
        </Suspense>
      </div>
    );
  }
  if (permission.requestStatus === 'PENDING') {
    const requestId = permission.requestId;
    return (
      <div className={styles.box}>
        <p className={styles.pending}>Join request pending</p>
        <p className={styles.note}>The album owner has not answered yet.</p>
        {requestId && (
          <Button variant="secondary" fullWidth loading={join.busy} onClick={() => void join.cancel(requestId)}>
            Cancel Request
          </Button>
        )}
      </div>
    );
  }
  if (permission.requestStatus === 'REJECTED') {
    return (
      <div className={styles.box}>
        <p className={styles.rejected}>Your join request was rejected</p>
        {permission.rejectionReason && <p className={styles.note}>{`Reason: ${permission.rejectionReason}`}</p>}
        <Button variant="secondary" fullWidth onClick={ask}>
          Request Again
        </Button>
        {dialog}
      </div>
    );
  }
  return (
    <>
      <Button variant="secondary" fullWidth onClick={ask}>
        Request to Join
      </Button>
      {dialog}
    </>
  );
}

function RequestDialog({ busy, onClose, onSend }: { busy: boolean; onClose(): void; onSend(message: string): void }) {
  const [message, setMessage] = useState('');
  const formId = 'join-request-form';
  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title="Request to Join"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Send Request
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          onSend(message);
        }}
      >
        <TextAreaField
          label="Message (optional)"
          name="message"
          rows={3}
          maxLength={500}
          value={message}
          hint="Tell the owner who you are."
          onChange={(event) => setMessage(event.target.value)}
          data-autofocus
        />
      </form>
    </Modal>
  );
}
