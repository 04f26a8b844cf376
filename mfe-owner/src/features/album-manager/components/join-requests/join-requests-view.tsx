import { useId } from 'react';
import type { JoinRequestStatus, JoinRequestWithUser as JoinRequest } from '@abialbum/contracts';
import { Button, LoadFailed, Spinner, formatDate, useTranslation } from '@abialbum/web-kit';
import type { JoinRequestsState } from '../../hooks/use-join-requests';
import * as styles from './approvals.module.css';

const STATUSES: readonly JoinRequestStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** Each status's words: its name in the filter, a card's badge, the empty list and the list's name. */
const STATUS_KEYS: Record<JoinRequestStatus, { name: string; badge: string; empty: string; list: string }> = {
  PENDING: { name: 'requests.pending', badge: 'requests.badgePending', empty: 'requests.emptyPending', list: 'requests.listPending' },
  APPROVED: { name: 'requests.approved', badge: 'requests.badgeApproved', empty: 'requests.emptyApproved', list: 'requests.listApproved' },
  REJECTED: { name: 'requests.rejected', badge: 'requests.badgeRejected', empty: 'requests.emptyRejected', list: 'requests.listRejected' },
};

/** SPEC Join Requests tab: a status filter (PENDING first); approve or reject pending requests only. */
export function JoinRequestsView({ state }: { state: JoinRequestsState }) {
  const { t } = useTranslation('owner');
  const filterId = useId();
  const keys = STATUS_KEYS[state.status];
  return (
    <section className={styles.view} aria-labelledby="join-requests-title">
      <div className={styles.head}>
        <h2 id="join-requests-title" className={styles.title}>
          {t('requests.title')}
        </h2>
        <div className={styles.filter}>
          <label htmlFor={filterId}>{t('requests.status')}</label>
          <select id={filterId} value={state.status} onChange={(event) => state.setStatus(event.target.value as JoinRequestStatus)}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t('requests.statusOption', { status: t(STATUS_KEYS[status].name), count: state.counts[status] })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.state === 'loading' && state.requests.length === 0 ? (
        <Spinner label={t('requests.loading')} showLabel />
      ) : state.state === 'failed' ? (
        <LoadFailed message={t('requests.loadFailed')} onRetry={() => void state.reload()} />
      ) : state.requests.length === 0 ? (
        <p className={styles.empty}>{t(keys.empty)}</p>
      ) : (
        <ul className={styles.list} aria-label={t(keys.list)}>
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
  const { t } = useTranslation('owner');
  const name = request.user.fullName || request.user.name || t('requests.unknownUser');
  return (
    <li className={styles.card} aria-label={name}>
      <span className={styles.avatar} aria-hidden="true">
        {request.user.profileImage ? <img src={request.user.profileImage} alt="" /> : name.charAt(0).toUpperCase()}
      </span>
      <div className={styles.body}>
        <p className={styles.name}>
          {name}
          <span className={`${styles.status} ${styles[request.status.toLowerCase()] ?? ''}`}>{t(STATUS_KEYS[request.status].badge)}</span>
        </p>
        <p className={styles.meta}>{t('requests.requested', { date: formatDate(request.createdAt) })}</p>
        {request.message && <p className={styles.message}>{`“${request.message}”`}</p>}
        {request.status === 'REJECTED' && request.rejectionReason && <p className={styles.meta}>{t('requests.reason', { reason: request.rejectionReason })}</p>}
      </div>
      {request.status === 'PENDING' && (
        <div className={styles.buttons}>
          <Button size="sm" onClick={() => onApprove(request)} disabled={busy}>
            {t('common.approve')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => onReject(request)} disabled={busy}>
            {t('common.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}
