import { useState } from 'react';
import { errorMessage, useToast } from '@abialbum/web-kit';
import { startDownload } from '@abialbum/web-kit/clients';
import { zipLink } from '../api/media.api';

/**
 * "Download" of the album view and of a section view: the album's approved media (or the section's) as one ZIP. The
 * browser cannot send the session with a plain download, so a short-lived link is asked for first, then opened.
 */
export function useZipDownload(albumId: string) {
  const [preparing, setPreparing] = useState(false);
  const toast = useToast();
  const download = async (sectionId: string | null) => {
    setPreparing(true);
    try {
      startDownload(await zipLink(albumId, sectionId));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setPreparing(false);
    }
  };
  return { preparing, download };
}
