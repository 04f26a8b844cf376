import type { ReactNode } from 'react';
import { useTranslation } from '@abialbum/web-kit';
import * as styles from './auth.module.css';

interface AuthCardProps {
  titleId: string;
  title: ReactNode;
  /** The ways on from the page (sign in, home...), under the card's content. */
  links?: ReactNode;
  children: ReactNode;
}

/** The frame of every sign-in and address page: a card named by its one heading. */
export function AuthCard({ titleId, title, links, children }: AuthCardProps) {
  const { t } = useTranslation('public');
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
        {links && (
          <nav className={styles.links} aria-label={t('emailLink.nav')}>
            {links}
          </nav>
        )}
      </section>
    </div>
  );
}
