import { useCallback, useEffect, useState } from 'react';
import type { Highlight } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { failureText } from '../../../lib/failure';
import { addToHighlights, fetchHighlights, removeHighlight } from '../api/highlights.api';

/** The album's highlights, and the ways in and out of them with their SPEC toasts. */
export function useHighlights(albumId: string) {
  const [highlights, setHighlights] = useState<Highlight[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const toast = useToast();

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setHighlights(await fetchHighlights(albumId));
    } catch {
      setFailed(true);
    }
  }, [albumId]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Resolves true when the media is now a highlight. */
  const addMedia = async (mediaId: string): Promise<boolean> => {
    setBusyId(mediaId);
    try {
      const highlight = await addToHighlights(albumId, mediaId);
      setHighlights((prev) => [...(prev ?? []), highlight]);
      toast.success(i18n.t('highlights.added', { ns: 'owner' }));
      return true;
    } catch (err) {
      toast.error(failureText(err, i18n.t('highlights.addFailed', { ns: 'owner' })));
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const added = (highlight: Highlight) => setHighlights((prev) => [...(prev ?? []), highlight]);
  const updated = (highlight: Highlight) => setHighlights((prev) => (prev ?? []).map((h) => (h.id === highlight.id ? highlight : h)));

  const remove = async (highlight: Highlight): Promise<boolean> => {
    setBusyId(highlight.id);
    try {
      await removeHighlight(highlight.id);
      setHighlights((prev) => (prev ?? []).filter((h) => h.id !== highlight.id));
      toast.success(i18n.t('highlights.removed', { ns: 'owner' }));
      return true;
    } catch (err) {
      toast.error(failureText(err, i18n.t('highlights.removeFailed', { ns: 'owner' })));
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const highlightedIds = new Set((highlights ?? []).map((h) => h.mediaId).filter((id): id is string => !!id));
  return { highlights, loading: highlights === null && !failed, failed: highlights === null && failed, busyId, highlightedIds, addMedia, added, updated, remove, reload: load };
}

export type HighlightsState = ReturnType<typeof useHighlights>;
