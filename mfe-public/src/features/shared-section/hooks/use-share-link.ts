import { useToast } from '@abialbum/web-kit';
import { copyText, shareLink } from '../api/shared-section.api';

export const COPIED_MESSAGE = 'Share link copied to clipboard!';

/** Copies the section's public address and says so. */
export function useShareLink(sectionId: string) {
  const toast = useToast();
  return async () => {
    try {
      await copyText(shareLink(sectionId));
      toast.success(COPIED_MESSAGE);
    } catch {
      toast.error('Could not copy the link. Copy the address from the browser bar instead.');
    }
  };
}
