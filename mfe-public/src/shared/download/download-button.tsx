import { useState } from 'react';
import { Button, errorMessage, useToast, useTranslation } from '@abialbum/web-kit';
import { mediaClient, startDownload } from '@abialbum/web-kit/clients';

/**
 * Issue 14 "Downloads": the album's approved media (or one section's) as one ZIP. The browser cannot send the
 * session with a plain download, so the button first asks for a short-lived link, then opens it: the download
 * starts and the page stays.
 */
export function DownloadButton({ albumId, sectionId, label }: { albumId: string; sectionId?: string; label?: string }) {
  const { t } = useTranslation('public');
  const [preparing, setPreparing] = useState(false);
  const toast = useToast();
  const download = async () => {
    setPreparing(true);
    try {
      const { data } = await mediaClient.downloadLink(albumId, sectionId);
      startDownload(data.url);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setPreparing(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} loading={preparing}>
      {preparing ? t('download.preparing') : (label ?? t('download.album'))}
    </Button>
  );
}
