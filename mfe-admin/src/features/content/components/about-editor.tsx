import { Button, Spinner, TextAreaField, TextField, type AboutInput } from '@abialbum/web-kit';
import { saveAbout } from '../api/content.api';
import { useContentForm } from '../hooks/use-content-form';
import { FeatureListEditor } from './feature-list-editor';
import { LastUpdated } from './last-updated';
import * as styles from './content.module.css';

const empty: AboutInput = { title: '', content: '', mission: '', vision: '', features: [] };

/** SPEC "Content Management" About: every field, the feature list, who saved last, 'Save About Page'. */
export function AboutEditor() {
  const { content, loading, values, setValues, errors, saving, field, submit } = useContentForm<AboutInput>({
    empty,
    stored: (saved) => {
      const about = saved?.aboutPage;
      return about ? { title: about.title, content: about.content, mission: about.mission, vision: about.vision, features: about.features ?? [] } : null;
    },
    save: saveAbout,
    saved: 'About page updated successfully',
    failed: 'Failed to update about page',
  });
  const about = content?.aboutPage ?? null;

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
