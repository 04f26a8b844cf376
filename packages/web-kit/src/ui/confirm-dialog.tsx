import type { ReactNode } from 'react';
import { Button, useTranslation } from '@abialbum/web-kit';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** 'Confirm' by default. */
  confirmLabel?: string;
  /** 'Cancel' by default. */
  cancelLabel?: string;
  /** Red confirm button, for deletions. */
  danger?: boolean;
  /** Disables both buttons and shows a spinner on confirm while the action runs. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('kit');
  return (
    <Modal
      open={open}
      onClose={() => !busy && onCancel()}
      title={title}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('confirm.confirm')}
          </Button>
        </>
      }
    >
      <div className="wk-confirm__message">{message}</div>
    </Modal>
  );
}
