import { useEffect, useState, type FormEvent } from 'react';
import { Button, Spinner, TextAreaField, TextField, useToast, type AboutInput } from '@abialbum/web-kit';
import { failureMessage, fieldErrors, saveAbout } from '../api/content.api';
import { useAdminContent } from '../hooks/use-admin-content';
import { FeatureListEditor } from './feature-list-editor';
import { LastUpdated } from './last-updated';
import * as styles from './content.module.css';

const empty: AboutInput = { title: '', content: '', mission: '', vision: '', features: [] };

/** SPEC "Content Management" About: every field, the feature list, who saved last, 'Save About Page'. */
export function AboutEditor() {
  const { content, loading, reload } = useAdminContent();
  const about = content?.aboutPage ?? null;
  const [values, setValues] = useState<AboutInput>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const toast = useToast();

  useEffect(() => {
    if (about) {
      setValues({ title: about.title, content: about.content, mission: about.mission, vision: about.vision, features: about.features ?? [] });
    }
  }, [about]);

  const field = (name: 'title' | 'content' | 'mission' | 'vision') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await saveAbout(values);
      toast.success('About page updated successfully');
      await reload();
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(failureMessage(error, 'Failed to update about page'));
    } finally {
      setSaving(false);
    }
  };

  if (loading) return <Spinner label="Loading content..." showLabel />;
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="about-editor-title">
      <h3 id="about-editor-title" className={styles.formTitle}>
        About Page
      </h3>
      <LastUpdated by={about?.updatedBy} at={about?.updatedAt} />
      <TextField label="Page Title" name="title" {...field('title')} />
      <TextAreaField label="Main Content" name="content" rows={6} {...field('content')} />
      <TextAreaField label="Mission" name="mission" rows={3} {...field('mission')} />
      <TextAreaField label="Vision" name="vision" rows={3} {...field('vision')} />
      <FeatureListEditor features={values.features} onChange={(features) => setValues((v) => ({ ...v, features }))} />
      {errors.features && <p className={styles.error}>{errors.features}</p>}
      <Button type="submit" loading={saving}>
        Save About Page
      </Button>
    </form>
  );
}
