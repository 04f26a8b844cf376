import { Link } from 'react-router-dom';
import { Spinner } from '@abialbum/web-kit';
import { useTerms } from '../hooks/use-terms';
import { TermsText } from './terms-text';
import * as styles from './terms.module.css';

const formatDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime())
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    : null;
};

/** SPEC section 2 "Terms page (public)". */
export function TermsPage() {
  const terms = useTerms();
  if (!terms) return <Spinner label="Loading..." className={styles.loading} />;
  const effective = formatDate(terms.effectiveDate);
  const updated = formatDate(terms.updatedAt);

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{terms.title}</h1>
        <p className={styles.meta}>
          <span>{`Version ${terms.version}`}</span>
          {effective && <span>{`Effective Date: ${effective}`}</span>}
        </p>
      </header>

      <aside className={styles.notice} aria-label="Important">
        <strong>Important:</strong> Please read these terms carefully. By using Abi Social Album you agree to be bound by
        them.
      </aside>

      <TermsText content={terms.content} />

      <footer className={styles.footer}>
        {updated && <p className={styles.meta}>{`Last updated: ${updated}`}</p>}
        <Link to="/abialbum/dashboard" className={styles.back}>
          Back to Home
        </Link>
      </footer>
    </article>
  );
}
