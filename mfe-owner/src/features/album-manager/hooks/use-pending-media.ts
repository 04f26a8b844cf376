import { useCallback, useEffect, useState } from 'react';
import type { Media } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { failureText } from '../../../lib/failure';
import { approveMedia, bulkApproveMedia, fetchPendingMedia, rejectMedia } from '../api/approvals.api';
import { askRejectionReason } from '../utils/ask-reason';

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Members' uploads waiting for the owner: approve, reject (with an optional reason), or approve a
 * selection at once. `onApproved` gets how many joined the album, so its media can be refreshed.
 */
export function usePendingMedia(albumId: string, onApproved: (count: number) => void) {
  const [media, setMedia] = useState<Media[]>([]);
  const [pendingCount, setPendingCount] = useState(0);
  const [state, setState] = useState<LoadState>('loading');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();

  const load = useCallback(async () => {
    try {
      const result = await fetchPendingMedia(albumId);
      setMedia(result.media);
      setPendingCount(result.counts.PENDING);
      setSelected((prev) => new Set([...prev].filter((id) => result.media.some((m) => m.id === id))));
      setState('ready');
    } catch {
      setState('failed');
    }
  }, [albumId]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (key: string, action: () => Promise<number | null>, done: string, failed: string) => {
    setBusy(key);
    try {
      const approved = await action();
      toast.success(done);
      await load();
      if (approved) onApproved(approved);
    } catch (err) {
      toast.error(failureText(err, failed));
    } finally {
      setBusy(null);
    }
  };

  const approve = (item: Media) =>
    run(item.id, async () => (await approveMedia(albumId, item.id), 1), i18n.t('pending.approvedToast', { ns: 'owner' }), i18n.t('pending.approveFailed', { ns: 'owner' }));

  const reject = async (item: Media) => {
    const reason = askRejectionReason();
    if (reason === null) return;
    await run(item.id, async () => (await rejectMedia(albumId, item.id, reason), null), i18n.t('pending.rejectedToast', { ns: 'owner' }), i18n.t('pending.rejectFailed', { ns: 'owner' }));
  };

  const approveSelected = () =>
    run('bulk', () => bulkApproveMedia(albumId, [...selected]), i18n.t('pending.approvedToast', { ns: 'owner' }), i18n.t('pending.approveFailed', { ns: 'owner' }));

  const toggle = (mediaId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(mediaId)) next.delete(mediaId);
      else next.add(mediaId);
      return next;
    });
  const allSelected = media.length > 0 && media.every((m) => selected.has(m.id));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(media.map((m) => m.id)));

  return { media, pendingCount, state, selected, allSelected, busy, approve, reject, approveSelected, toggle, toggleAll, reload: load };
}

export type PendingMediaState = ReturnType<typeof usePendingMedia>;
