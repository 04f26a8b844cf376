import { useEffect, useState, type FormEvent } from 'react';
import { Button, Spinner, TextAreaField, TextField, useToast, type TermsInput } from '@abialbum/web-kit';
import { failureMessage, fieldErrors, saveTerms } from '../api/content.api';
import { useAdminContent } from '../hooks/use-admin-content';
import { LastUpdated } from './last-updated';
import * as styles from './content.module.css';

const empty: TermsInput = { title: '', version: '', effectiveDate: '', content: '' };

/** An ISO date or date-time as the date input wants it. */
const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** SPEC "Content Management" Terms & Conditions: title, version, effective date, content, Save. */
export function TermsEditor() {
  const { content, loading, reload } = useAdminContent();
  const terms = content?.termsAndConditions ?? null;
  const [values, setValues] = useState<TermsInput>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const toast = useToast();

  useEffect(() => {
    if (terms) {
      setValues({ title: terms.title, version: terms.version, effectiveDate: dateOnly(terms.effectiveDate), content: terms.content });
    }
  }, [terms]);

  const field = (name: keyof TermsInput) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await saveTerms(values);
      toast.success('Terms and Conditions updated successfully');
      await reload();
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(failureMessage(error, 'Failed to update terms and conditions'));
    } finally {
      setSaving(false);
    }
  };

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
