import { useCallback, useEffect, useState } from 'react';
import type { JoinRequestCounts, JoinRequestStatus, JoinRequestWithUser as JoinRequest } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { failureText } from '../../../lib/failure';
import { approveJoinRequest, fetchJoinRequests, rejectJoinRequest } from '../api/approvals.api';
import { askRejectionReason } from '../utils/ask-reason';

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The owner's join requests, filtered by status (PENDING first, as SPEC says), with the counts that feed
 * the tab's red badge. Only pending requests are decided on.
 */
export function useJoinRequests(albumId: string) {
  const [status, setStatus] = useState<JoinRequestStatus>('PENDING');
  const [requests, setRequests] = useState<JoinRequest[]>([]);
  const [counts, setCounts] = useState<JoinRequestCounts>({ PENDING: 0, APPROVED: 0, REJECTED: 0 });
  const [state, setState] = useState<LoadState>('loading');
  const [busyId, setBusyId] = useState<string | null>(null);
  const toast = useToast();

  const load = useCallback(async () => {
    setState('loading');
    try {
      const result = await fetchJoinRequests(albumId, status);
      setRequests(result.requests);
      setCounts(result.counts);
      setState('ready');
    } catch {
      setState('failed');
    }
  }, [albumId, status]);

  useEffect(() => {
    void load();
  }, [load]);

  const decide = async (request: JoinRequest, run: () => Promise<unknown>, done: string, failed: string) => {
    setBusyId(request.id);
    try {
      await run();
      toast.success(done);
      await load();
    } catch (err) {
      toast.error(failureText(err, failed));
    } finally {
      setBusyId(null);
    }
  };

  const approve = (request: JoinRequest) =>
    decide(request, () => approveJoinRequest(albumId, request.id), i18n.t('requests.approvedToast', { ns: 'owner' }), i18n.t('requests.approveFailed', { ns: 'owner' }));

  const reject = async (request: JoinRequest) => {
    const reason = askRejectionReason();
    if (reason === null) return;
    await decide(request, () => rejectJoinRequest(albumId, request.id, reason), i18n.t('requests.rejectedToast', { ns: 'owner' }), i18n.t('requests.rejectFailed', { ns: 'owner' }));
  };

  return { status, setStatus, requests, counts, state, busyId, approve, reject, reload: load };
}

export type JoinRequestsState = ReturnType<typeof useJoinRequests>;
