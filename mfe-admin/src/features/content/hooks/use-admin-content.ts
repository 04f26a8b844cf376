import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n, useToast, type AdminContent } from '@abialbum/web-kit';
import { loadAdminContent } from '../api/content.api';

export interface AdminContentState {
  content: AdminContent | null;
  loading: boolean;
}

/** Both pages' saved content, loaded when an editor opens; a failure toasts 'Failed to fetch content'. */
export function useAdminContent() {
  const [state, setState] = useState<AdminContentState>({ content: null, loading: true });
  const mounted = useRef(false);
  const toast = useToast();

  const load = useCallback(async () => {
    try {
      const content = await loadAdminContent();
      if (mounted.current) setState({ content, loading: false });
    } catch {
      if (!mounted.current) return;
      toast.error(i18n.t('content.fetchFailed', { ns: 'admin' }));
      setState((prev) => ({ ...prev, loading: false }));
    }
  }, [toast]);

  useEffect(() => {
    mounted.current = true;
    void load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  return { ...state, reload: load };
}
