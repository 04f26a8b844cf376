import type { ReactNode } from 'react';
import * as styles from './title-page.module.css';

/** A screen that exists in the route table before its content is built: its title, and room for more. */
export function TitlePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
