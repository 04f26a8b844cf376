import type { ReactNode } from 'react';
import * as styles from './auth.module.css';

/** The frame of every sign-in and address page: a card named by its one heading. */
export function AuthCard({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
