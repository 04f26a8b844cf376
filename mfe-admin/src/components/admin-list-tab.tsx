import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, EmptyState, Pagination, Spinner, TextField } from '@abialbum/web-kit';
import type { AdminListState } from '../lib/use-admin-list';
import * as styles from './admin-list-tab.module.css';

interface Props {
  /** 'Users' or 'Albums': the heading, and the words of the search, states and pages. */
  title: string;
  placeholder: string;
  list: Omit<AdminListState<unknown>, 'items'> & { search(text: string): void; retry(): void; goToPage(page: number): void };
  empty: boolean;
  children: ReactNode;
}

/** An admin list tab (SPEC "Admin dashboard"): search, the loading, error and empty states, the list, pages. */
export function AdminListTab({ title, placeholder, list, empty, children }: Props) {
  const titleId = useId();
  const noun = title.toLowerCase();
  return (
    <section className={styles.tab} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      <ListSearch label={`Search ${noun}`} formLabel={title} placeholder={placeholder} onSearch={list.search} />
      {list.loading ? (
        <Spinner label={`Loading ${noun}...`} showLabel />
      ) : list.error ? (
        <div className={styles.error} role="alert">
          <p>{list.error}</p>
          <Button variant="secondary" onClick={list.retry}>
            Try again
          </Button>
        </div>
      ) : empty ? (
        <EmptyState title={`No ${noun} found`} headingLevel={3} />
      ) : (
        children
      )}
      {list.pagination && !list.error && (
        <Pagination
          label={`${title} pages`}
          page={list.pagination.currentPage}
          totalPages={list.pagination.totalPages}
          onPageChange={list.goToPage}
        />
      )}
    </section>
  );
}

function ListSearch({ label, formLabel, placeholder, onSearch }: { label: string; formLabel: string; placeholder: string; onSearch(text: string): void }) {
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
      <Button type="submit">Search</Button>
    </form>
  );
}
