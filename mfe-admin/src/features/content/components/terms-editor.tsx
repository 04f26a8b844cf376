import { Button, Spinner, useTranslation, type TermsInput } from '@abialbum/web-kit';
import { TextAreaField, TextField } from '@abialbum/web-kit/forms';
import { saveTerms } from '../api/content.api';
import { useContentForm } from '../hooks/use-content-form';
import { LastUpdated } from './last-updated';
import * as styles from './content.module.css';

const empty: TermsInput = { title: '', version: '', effectiveDate: '', content: '' };

/** An ISO date or date-time as the date input wants it. */
const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** SPEC "Content Management" Terms & Conditions: title, version, effective date, content, Save. */
export function TermsEditor() {
  const { t } = useTranslation('admin');
  const { content, loading, saving, field, submit } = useContentForm<TermsInput>({
    empty,
    stored: (saved) => {
      const terms = saved?.termsAndConditions;
      return terms ? { title: terms.title, version: terms.version, effectiveDate: dateOnly(terms.effectiveDate), content: terms.content } : null;
    },
    save: saveTerms,
    saved: t('content.termsSaved'),
    failed: t('content.termsFailed'),
  });
  const terms = content?.termsAndConditions ?? null;

  if (loading) return <Spinner label={t('content.loading')} showLabel />;
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="terms-editor-title">
      <h3 id="terms-editor-title" className={styles.formTitle}>
        {t('content.termsTitle')}
      </h3>
      <LastUpdated by={terms?.updatedBy} at={terms?.updatedAt} />
      <TextField name="title" {...field('title', t('content.title'))} />
      <div className={styles.row}>
        <TextField name="version" {...field('version', t('content.version'))} />
        <TextField name="effectiveDate" type="date" {...field('effectiveDate', t('content.effectiveDate'))} />
      </div>
      <TextAreaField name="content" rows={15} {...field('content', t('content.content'))} />
      <Button type="submit" loading={saving}>
        {t('content.saveTerms')}
      </Button>
    </form>
  );
}
