import { useTranslation } from '../i18n/translation';
import './ui.css';

export interface SpinnerProps {
  /** Read by screen readers; shown too when `showLabel` is set (e.g. 'Loading followers...'); 'Loading...' by default. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a busy button: the button already says it is busy. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label, showLabel = false, size = 'md', decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('kit');
  const circle = <span className={`wk-spinner__circle wk-spinner__circle--${size}`} aria-hidden="true" />;
  if (decorative) return <span className="wk-spinner wk-spinner--inline">{circle}</span>;
  return (
    <div className={['wk-spinner', className].filter(Boolean).join(' ')} role="status" aria-live="polite">
      {circle}
      <span className={showLabel ? 'wk-spinner__label' : 'wk-visually-hidden'}>{label ?? t('spinner.loading')}</span>
    </div>
  );
}
