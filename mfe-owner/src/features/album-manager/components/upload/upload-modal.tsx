import { useState } from 'react';
import type { Media, UploadFlow } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { Modal, Tabs } from '@abialbum/web-kit/forms';
import type { MediaScope } from '../../api/media.api';
import { FileUploadTab } from './file-upload-tab';
import { UrlUploadTab } from './url-upload-tab';

interface UploadModalProps {
  scope: MediaScope;
  /** Where the media goes, for the title: the album or a section's name. */
  targetName: string;
  flow: UploadFlow;
  onClose(): void;
  onUploaded(media: Media[]): void;
}

/** SPEC media upload modal: files from the device, or web addresses, into the album or a section. */
export function UploadModal({ scope, targetName, flow, onClose, onUploaded }: UploadModalProps) {
  const { t } = useTranslation('owner');
  const [tab, setTab] = useState<'files' | 'urls'>('files');
  const [busy, setBusy] = useState(false);
  const close = () => !busy && onClose();
  return (
    <Modal open onClose={close} title={t('upload.title', { name: targetName })} size="lg" closeOnBackdrop={false}>
      <Tabs
        label={t('upload.method')}
        value={tab}
        onChange={(id) => !busy && setTab(id as 'files' | 'urls')}
        items={[
          { id: 'files', label: t('upload.filesTab'), content: <FileUploadTab scope={scope} flow={flow} onBusy={setBusy} onDone={onUploaded} onCancel={close} /> },
          { id: 'urls', label: t('upload.urlsTab'), content: <UrlUploadTab scope={scope} onBusy={setBusy} onDone={onUploaded} onCancel={close} /> },
        ]}
      />
    </Modal>
  );
}
