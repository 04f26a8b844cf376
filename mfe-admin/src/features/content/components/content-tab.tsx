import { useState } from 'react';
import { Tabs } from '@abialbum/web-kit';
import { AboutEditor } from './about-editor';
import { TermsEditor } from './terms-editor';
import * as styles from './content.module.css';

/** SPEC "Admin dashboard" Content Management: one editor per page; opening a sub-tab reloads it. */
export function ContentTab() {
  const [page, setPage] = useState('about');
  return (
    <section className={styles.tab} aria-labelledby="admin-content-title">
      <h2 id="admin-content-title" className={styles.heading}>
        Content Management
      </h2>
      <Tabs
        label="Content pages"
        value={page}
        onChange={setPage}
        items={[
          { id: 'about', label: 'About', content: <AboutEditor /> },
          { id: 'terms', label: 'Terms & Conditions', content: <TermsEditor /> },
        ]}
      />
    </section>
  );
}
