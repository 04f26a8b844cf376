import { useState } from 'react';
import { useTranslation } from '@abialbum/web-kit';
import { Tabs } from '@abialbum/web-kit/forms';
import { AboutEditor } from './about-editor';
import { TermsEditor } from './terms-editor';
import * as styles from './content.module.css';

/** SPEC "Admin dashboard" Content Management: one editor per page; opening a sub-tab reloads it. */
export function ContentTab() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState('about');
  return (
    <section className={styles.tab} aria-labelledby="admin-content-title">
      <h2 id="admin-content-title" className={styles.heading}>
        {t('tabs.content')}
      </h2>
      <Tabs
        label={t('content.pages')}
        value={page}
        onChange={setPage}
        items={[
          { id: 'about', label: t('content.about'), content: <AboutEditor /> },
          { id: 'terms', label: t('content.termsTitle'), content: <TermsEditor /> },
        ]}
      />
    </section>
  );
}
