import { Button } from './button';
import './ui.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  disabled?: boolean;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

/** Previous, 'Page X of Y', Next (SPEC: followers, admin lists). */
export function Pagination({ page, totalPages, onPageChange, disabled = false, label = 'Pagination', className }: PaginationProps) {
  const total = Math.max(1, totalPages);
  return (
    <nav className={['wk-pagination', className].filter(Boolean).join(' ')} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span className="wk-pagination__status" aria-live="polite">
        {`Page ${page} of ${total}`}
      </span>
      <Button variant="secondary" size="sm" disabled={disabled || page >= total} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
