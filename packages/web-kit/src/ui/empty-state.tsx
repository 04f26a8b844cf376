import type { ReactNode } from 'react';
import './ui.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link, e.g. 'Create Your First Album'. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={['wk-empty', className].filter(Boolean).join(' ')}>
      {icon && (
        <div className="wk-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="wk-empty__title">{title}</Heading>
      {description && <p className="wk-empty__description">{description}</p>}
      {action && <div className="wk-empty__action">{action}</div>}
    </div>
  );
}
