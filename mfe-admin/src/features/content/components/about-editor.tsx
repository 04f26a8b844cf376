import { Button, Spinner, useTranslation, type AboutInput } from '@abialbum/web-kit';
import { TextAreaField, TextField } from '@abialbum/web-kit/forms';
import { saveAbout } from '../api/content.api';
import { useContentForm } from '../hooks/use-content-form';
import { validationText } from '../../../lib/validation-text';
import { FeatureListEditor } from './feature-list-editor';
import { LastUpdated } from './last-updated';
import * as styles from './content.module.css';

const empty: AboutInput = { title: '', content: '', mission: '', vision: '', features: [] };

/** SPEC "Content Management" About: every field, the feature list, who saved last, 'Save About Page'. */
export function AboutEditor() {
  const { t } = useTranslation('admin');
  const { content, loading, values, setValues, errors, saving, field, submit } = useContentForm<AboutInput>({
    empty,
    stored: (saved) => {
      const about = saved?.aboutPage;
      return about ? { title: about.title, content: about.content, mission: about.mission, vision: about.vision, features: about.features ?? [] } : null;
    },
    save: saveAbout,
    saved: t('content.aboutSaved'),
    failed: t('content.aboutFailed'),
  });
  const about = content?.aboutPage ?? null;

  if (loading) return <Spinner label={t('content.loading')} showLabel />;
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="about-editor-title">
      <h3 id="about-editor-title" className={styles.formTitle}>
        {t('content.aboutTitle')}
      </h3>
      <LastUpdated by={about?.updatedBy} at={about?.updatedAt} />
      <TextField name="title" {...field('title', t('content.pageTitle'))} />
      <TextAreaField name="content" rows={6} {...field('content', t('content.mainContent'))} />
      <TextAreaField name="mission" rows={3} {...field('mission', t('content.mission'))} />
      <TextAreaField name="vision" rows={3} {...field('vision', t('content.vision'))} />
      <FeatureListEditor features={values.features} onChange={(features) => setValues((v) => ({ ...v, features }))} />
      {errors.features && <p className={styles.error}>{validationText(errors.features, t('content.features'))}</p>}
      <Button type="submit" loading={saving}>
        {t('content.saveAbout')}
      </Button>
    </form>
  );
}
