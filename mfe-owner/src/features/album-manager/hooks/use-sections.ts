import { useCallback, useEffect, useState } from 'react';
import type { Section } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { fetchSections } from '../api/album-manager.api';

/** The album's sections in the server's order; 'Failed to fetch sections' when they cannot be read. */
export function useSections(albumId: string | null) {
  const [sections, setSections] = useState<Section[]>([]);
  const [loading, setLoading] = useState(albumId !== null);
  const toast = useToast();

  const load = useCallback(async () => {
    if (!albumId) return;
    setLoading(true);
    try {
      setSections(await fetchSections(albumId));
    } catch {
      toast.error(i18n.t('sections.fetchFailed', { ns: 'owner' }));
    } finally {
      setLoading(false);
    }
  }, [albumId, toast]);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = useCallback((section: Section) => setSections((list) => list.map((s) => (s.id === section.id ? section : s))), []);
  const remove = useCallback((sectionId: string) => setSections((list) => list.filter((s) => s.id !== sectionId)), []);

  return { sections, loading, reload: load, replace, remove };
}
