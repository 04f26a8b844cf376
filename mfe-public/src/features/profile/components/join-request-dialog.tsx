import { useState } from 'react';
import { Button, useTranslation } from '@abialbum/web-kit';
import { Modal, TextAreaField } from '@abialbum/web-kit/forms';

/** A visitor's request to join an album, with an optional message (SPEC "Public album profile"). */
export function RequestDialog({ busy, onClose, onSend }: { busy: boolean; onClose(): void; onSend(message: string): void }) {
  const { t } = useTranslation('public');
  const [message, setMessage] = useState('');
  const formId = 'join-request-form';
  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={t('profile.requestJoin')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('profile.sendRequest')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          onSend(message);
        }}
      >
        <TextAreaField
          label={t('profile.message')}
          name="message"
          rows={3}
          maxLength={500}
          value={message}
          hint={t('profile.messageHint')}
          onChange={(event) => setMessage(event.target.value)}
          data-autofocus
        />
      </form>
    </Modal>
  );
}
