import { Button, useTranslation } from '@abialbum/web-kit';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  disabled?: boolean;
  /** Accessible name of the navigation landmark ('Pagination' by default). */
  label?: string;
  className?: string;
}

/** Previous, 'Page X of Y', Next (SPEC: followers, admin lists). */
export function Pagination({ page, totalPages, onPageChange, disabled = false, label, className }: PaginationProps) {
  const { t } = useTranslation('kit');
  const total = Math.max(1, totalPages);
  return (
    <nav className={['wk-pagination', className].filter(Boolean).join(' ')} aria-label={label ?? t('pagination.label')}>
      <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('common.previous')}
      </Button>
      <span className="wk-pagination__status" aria-live="polite">
        {t('pagination.status', { page, total })}
      </span>
      <Button variant="secondary" size="sm" disabled={disabled || page >= total} onClick={() => onPageChange(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
