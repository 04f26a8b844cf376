import { useId } from 'react';
import type { JoinRequestStatus, JoinRequestWithUser as JoinRequest } from '@abialbum/contracts';
import { Button, LoadFailed, Spinner } from '@abialbum/web-kit';
import type { JoinRequestsState } from '../../hooks/use-join-requests';
import * as styles from './approvals.module.css';

const STATUSES: Array<[JoinRequestStatus, string]> = [
  ['PENDING', 'Pending'],
  ['APPROVED', 'Approved'],
  ['REJECTED', 'Rejected'],
];

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** SPEC Join Requests tab: a status filter (PENDING first); approve or reject pending requests only. */
export function JoinRequestsView({ state }: { state: JoinRequestsState }) {
  const filterId = useId();
  const label = STATUSES.find(([status]) => status === state.status)?.[1].toLowerCase() ?? '';
  return (
    <section className={styles.view} aria-labelledby="join-requests-title">
      <div className={styles.head}>
        <h2 id="join-requests-title" className={styles.title}>
          Join Requests
        </h2>
        <div className={styles.filter}>
          <label htmlFor={filterId}>Status</label>
          <select id={filterId} value={state.status} onChange={(event) => state.setStatus(event.target.value as JoinRequestStatus)}>
            {STATUSES.map(([status, text]) => (
              <option key={status} value={status}>{`${text} (${state.counts[status]})`}</option>
            ))}
          </select>
        </div>
      </div>
      {state.state === 'loading' && state.requests.length === 0 ? (
        <Spinner label="Loading join requests..." showLabel />
      ) : state.state === 'failed' ? (
        <LoadFailed message="Join requests could not be loaded." onRetry={() => void state.reload()} />
      ) : state.requests.length === 0 ? (
        <p className={styles.empty}>{`No ${label} join requests`}</p>
      ) : (
        <ul className={styles.list} aria-label={`${STATUSES.find(([s]) => s === state.status)?.[1]} join requests`}>
          {state.requests.map((request) => (
            <RequestCard key={request.id} request={request} busy={state.busyId === request.id} onApprove={state.approve} onReject={state.reject} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface RequestCardProps {
  request: JoinRequest;
  busy: boolean;
  onApprove(request: JoinRequest): void;
  onReject(request: JoinRequest): void;
}

function RequestCard({ request, busy, onApprove, onReject }: RequestCardProps) {
  const name = request.user.fullName || request.user.name || 'Unknown user';
  return (
    <li className={styles.card} aria-label={name}>
      <span className={styles.avatar} aria-hidden="true">
        {request.user.profileImage ? <img src={request.user.profileImage} alt="" /> : name.charAt(0).toUpperCase()}
      </span>
      <div className={styles.body}>
        <p className={styles.name}>
          {name}
          <span className={`${styles.status} ${styles[request.status.toLowerCase()] ?? ''}`}>{request.status}</span>
        </p>
        <p className={styles.meta}>{`Requested ${dateText(request.createdAt)}`}</p>
        {request.message && <p className={styles.message}>{`“${request.message}”`}</p>}
        {request.status === 'REJECTED' && request.rejectionReason && <p className={styles.meta}>{`Reason: ${request.rejectionReason}`}</p>}
      </div>
      {request.status === 'PENDING' && (
        <div className={styles.buttons}>
          <Button size="sm" onClick={() => onApprove(request)} disabled={busy}>
            Approve
          </Button>
          <Button size="sm" variant="danger" onClick={() => onReject(request)} disabled={busy}>
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}
