import { i18n, useToast } from '@abialbum/web-kit';
import { copyText, shareLink } from '../api/shared-section.api';

/** Copies the section's public address and says so. */
export function useShareLink(sectionId: string) {
  const toast = useToast();
  return async () => {
    try {
      await copyText(shareLink(sectionId));
      toast.success(i18n.t('shared.copied', { ns: 'public' }));
    } catch {
      toast.error(i18n.t('shared.copyFailed', { ns: 'public' }));
    }
  };
}
