import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@abialbum/web-kit';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** Clicking the dimmed backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** The dialog's role: 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** A modal dialog: focus moves in and stays in, Escape closes, focus returns to where it was. */
export function Modal({ open, onClose, title, children, footer, size = 'md', closeOnBackdrop = true, role = 'dialog', className }: ModalProps) {
  const { t } = useTranslation('kit');
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0];
    (first ?? dialog)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="wk-modal__backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['wk-modal', `wk-modal--${size}`, className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className="wk-modal__header">
          <h2 id={titleId} className="wk-modal__title">
            {title}
          </h2>
          <button type="button" className="wk-modal__close" aria-label={t('modal.close')} onClick={() => onCloseRef.current()}>
            ×
          </button>
        </div>
        <div className="wk-modal__body">{children}</div>
        {footer && <div className="wk-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

function focusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert'));
}
