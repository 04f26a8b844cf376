import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, EmptyState, Spinner, useTranslation } from '@abialbum/web-kit';
import { Pagination, TextField } from '@abialbum/web-kit/forms';
import type { AdminListState } from '../lib/use-admin-list';
import * as styles from './admin-list-tab.module.css';

/** A list's own words, in the page's language: its heading, search field, loading and empty states, pages. */
export interface AdminListTexts {
  title: string;
  search: string;
  placeholder: string;
  loading: string;
  empty: string;
  pages: string;
}

interface Props {
  texts: AdminListTexts;
  list: Omit<AdminListState<unknown>, 'items'> & { search(text: string): void; retry(): void; goToPage(page: number): void };
  empty: boolean;
  children: ReactNode;
}

/** An admin list tab (SPEC "Admin dashboard"): search, the loading, error and empty states, the list, pages. */
export function AdminListTab({ texts, list, empty, children }: Props) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <section className={styles.tab} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {texts.title}
      </h2>
      <ListSearch label={texts.search} formLabel={texts.title} placeholder={texts.placeholder} onSearch={list.search} />
      {list.loading ? (
        <Spinner label={texts.loading} showLabel />
      ) : list.error ? (
        <div className={styles.error} role="alert">
          <p>{list.error}</p>
          <Button variant="secondary" onClick={list.retry}>
            {t('list.tryAgain')}
          </Button>
        </div>
      ) : empty ? (
        <EmptyState title={texts.empty} headingLevel={3} />
      ) : (
        children
      )}
      {list.pagination && !list.error && (
        <Pagination
          label={texts.pages}
          page={list.pagination.currentPage}
          totalPages={list.pagination.totalPages}
          onPageChange={list.goToPage}
        />
      )}
    </section>
  );
}

function ListSearch({ label, formLabel, placeholder, onSearch }: { label: string; formLabel: string; placeholder: string; onSearch(text: string): void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className={styles.search} role="search" aria-label={formLabel} onSubmit={submit}>
      <TextField
        className={styles.searchField}
        label={label}
        type="search"
        name="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t('list.search')}</Button>
    </form>
  );
}
