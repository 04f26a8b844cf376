import { Button } from './button';
import { useTranslation } from '../i18n/translation';
import './ui.css';

export interface LoadFailedProps {
  /** What could not be loaded, as a sentence: 'Highlights could not be loaded.' */
  message: string;
  onRetry(): void;
  size?: 'sm' | 'md';
}

/** A list or page whose load failed (after its toast): says so, instead of its empty state, and offers Try again. */
export function LoadFailed({ message, onRetry, size = 'sm' }: LoadFailedProps) {
  const { t } = useTranslation('kit');
  return (
    <div role="alert" className="wk-load-failed">
      <p>{message}</p>
      <Button variant="secondary" size={size} onClick={onRetry}>
        {t('loadFailed.retry')}
      </Button>
    </div>
  );
}
