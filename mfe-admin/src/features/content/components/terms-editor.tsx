import { Button, Spinner, TextAreaField, TextField, type TermsInput } from '@abialbum/web-kit';
import { saveTerms } from '../api/content.api';
import { useContentForm } from '../hooks/use-content-form';
import { LastUpdated } from './last-updated';
import * as styles from './content.module.css';

const empty: TermsInput = { title: '', version: '', effectiveDate: '', content: '' };

/** An ISO date or date-time as the date input wants it. */
const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** SPEC "Content Management" Terms & Conditions: title, version, effective date, content, Save. */
export function TermsEditor() {
  const { content, loading, saving, field, submit } = useContentForm<TermsInput>({
    empty,
    stored: (saved) => {
      const terms = saved?.termsAndConditions;
      return terms ? { title: terms.title, version: terms.version, effectiveDate: dateOnly(terms.effectiveDate), content: terms.content } : null;
    },
    save: saveTerms,
    saved: 'Terms and Conditions updated successfully',
    failed: 'Failed to update terms and conditions',
  });
  const terms = content?.termsAndConditions ?? null;

  if (loading) return <Spinner label="Loading content..." showLabel />;
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="terms-editor-title">
      <h3 id="terms-editor-title" className={styles.formTitle}>
        Terms & Conditions
      </h3>
      <LastUpdated by={terms?.updatedBy} at={terms?.updatedAt} />
      <TextField label="Title" name="title" {...field('title')} />
      <div className={styles.row}>
        <TextField label="Version" name="version" {...field('version')} />
        <TextField label="Effective Date" name="effectiveDate" type="date" {...field('effectiveDate')} />
      </div>
      <TextAreaField label="Content" name="content" rows={15} {...field('content')} />
      <Button type="submit" loading={saving}>
        Save Terms & Conditions
      </Button>
    </form>
  );
}
