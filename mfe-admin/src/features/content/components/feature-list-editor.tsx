import { useState } from 'react';
import { Button, useToast, useTranslation, type AboutFeature } from '@abialbum/web-kit';
import { TextAreaField, TextField } from '@abialbum/web-kit/forms';
import * as styles from './content.module.css';

interface Props {
  features: AboutFeature[];
  onChange(features: AboutFeature[]): void;
}

const blank = { icon: '', title: '', description: '' };

/** The About page's key features: each can be removed; a new one needs a title and a description. */
export function FeatureListEditor({ features, onChange }: Props) {
  const [draft, setDraft] = useState(blank);
  const toast = useToast();
  const { t } = useTranslation('admin');

  const add = () => {
    const title = draft.title.trim();
    const description = draft.description.trim();
    if (!title || !description) {
      toast.error(t('content.featureIncomplete'));
      return;
    }
    const icon = draft.icon.trim();
    onChange([...features, icon ? { icon, title, description } : { title, description }]);
    setDraft(blank);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('content.features')}</legend>
      {features.length === 0 ? (
        <p className={styles.muted}>{t('content.noFeatures')}</p>
      ) : (
        <ul className={styles.features}>
          {features.map((feature, index) => (
            <li key={index} className={styles.feature}>
              {feature.icon && (
                <span className={styles.featureIcon} aria-hidden="true">
                  {feature.icon}
                </span>
              )}
              <span className={styles.featureText}>
                <strong>{feature.title}</strong>
                <span>{feature.description}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('content.removeFeature', { title: feature.title })}
                onClick={() => onChange(features.filter((_, i) => i !== index))}
              >
                {t('content.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addFeature}>
        <TextField
          label={t('content.icon')}
          placeholder={t('content.iconPlaceholder')}
          maxLength={16}
          value={draft.icon}
          onChange={(event) => setDraft((d) => ({ ...d, icon: event.target.value }))}
        />
        <TextField label={t('content.featureTitle')} value={draft.title} onChange={(event) => setDraft((d) => ({ ...d, title: event.target.value }))} />
        <TextAreaField
          label={t('content.featureDescription')}
          rows={2}
          value={draft.description}
          onChange={(event) => setDraft((d) => ({ ...d, description: event.target.value }))}
        />
        <Button variant="secondary" onClick={add}>
          {t('content.addFeature')}
        </Button>
      </div>
    </fieldset>
  );
}
