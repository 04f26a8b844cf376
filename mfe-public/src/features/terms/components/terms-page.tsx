import { Link } from 'react-router-dom';
import { Spinner, Trans, formatDate, useTranslation } from '@abialbum/web-kit';
import { useTerms } from '../hooks/use-terms';
import { TermsText } from './terms-text';
import * as styles from './terms.module.css';

/** A date of the terms ('YYYY-MM-DD' or an instant) as its day, in the page's language. */
const day = (iso: string | null | undefined) => (iso ? formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' }) : '');

/** SPEC section 2 "Terms page (public)". */
export function TermsPage() {
  const { t } = useTranslation('public');
  const terms = useTerms();
  if (!terms) return <Spinner label={t('common.loading')} className={styles.loading} />;
  const effective = day(terms.effectiveDate);
  const updated = day(terms.updatedAt);
  // Terms without text: the built-in ones, in the page's language.
  const builtIn = !terms.content.trim();

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{builtIn ? t('terms.defaultTitle') : terms.title}</h1>
        <p className={styles.meta}>
          <span>{t('terms.version', { version: terms.version })}</span>
          {effective && <span>{t('terms.effective', { date: effective })}</span>}
        </p>
      </header>

      <aside className={styles.notice} aria-label={t('terms.important')}>
        <Trans t={t} i18nKey="terms.notice" components={{ strong: <strong /> }} />
      </aside>

      <TermsText content={builtIn ? t('terms.defaultText') : terms.content} />

      <footer className={styles.footer}>
        {updated && <p className={styles.meta}>{t('common.lastUpdated', { date: updated })}</p>}
        <Link to="/abialbum/dashboard" className={styles.back}>
          {t('common.backToHome')}
        </Link>
      </footer>
    </article>
  );
}
