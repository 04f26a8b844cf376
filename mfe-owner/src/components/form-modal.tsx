import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, useTranslation } from '@abialbum/web-kit';
import { Modal } from '@abialbum/web-kit/forms';

interface FormModalProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  /** False keeps the submit button disabled (e.g. while a required field is empty). */
  canSubmit?: boolean;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  formClassName?: string;
  children: ReactNode;
}

/** A modal holding one form, with Cancel and the submit button in its footer; it cannot be closed while busy. */
export function FormModal({ title, submitLabel, busy, canSubmit = true, onClose, onSubmit, formClassName, children }: FormModalProps) {
  const { t } = useTranslation('owner');
  const formId = useId();
  const close = () => !busy && onClose();
  return (
    <Modal
      open
      onClose={close}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate aria-busy={busy}>
        {children}
      </form>
    </Modal>
  );
}
