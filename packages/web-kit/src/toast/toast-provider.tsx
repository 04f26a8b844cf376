import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../errors/error-message';
import { useTranslation } from '../i18n/translation';
import './toast.css';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export const TOAST_DEFAULT_MS = 5000;

interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  ms: number;
}

export interface ToastApi {
  success(text: string, ms?: number): void;
  /** A string is shown as is; anything else goes through the error catalogue. */
  error(textOrError: unknown, ms?: number): void;
  warning(text: string, ms?: number): void;
  info(text: string, ms?: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('kit');
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const push = useCallback((kind: ToastKind, text: string, ms = TOAST_DEFAULT_MS) => {
    const id = nextId.current++;
    setItems((list) => [...list, { id, kind, text, ms }]);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (text, ms) => push('success', text, ms),
      error: (value, ms) => push('error', typeof value === 'string' ? value : errorMessage(value), ms),
      warning: (text, ms) => push('warning', text, ms),
      info: (text, ms) => push('info', text, ms),
    }),
    [push],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="wk-toasts" role="status" aria-live="polite" aria-label={t('toast.region')}>
        {items.map((item) => (
          <Toast key={item.id} item={item} onClose={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  const { t } = useTranslation('kit');
  useEffect(() => {
    if (item.ms <= 0) return;
    const timer = setTimeout(() => onClose(item.id), item.ms);
    return () => clearTimeout(timer);
  }, [item.id, item.ms, onClose]);

  return (
    <div className={`wk-toast wk-toast--${item.kind}`} data-kind={item.kind}>
      <span className="wk-toast__text">{item.text}</span>
      <button type="button" className="wk-toast__close" aria-label={t('toast.close')} onClick={() => onClose(item.id)}>
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
