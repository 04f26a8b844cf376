import { useState } from 'react';
import { Button, TextAreaField, TextField, useToast, type AboutFeature } from '@abialbum/web-kit';
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

  const add = () => {
    const title = draft.title.trim();
    const description = draft.description.trim();
    if (!title || !description) {
      toast.error('Please fill in feature title and description');
      return;
    }
    const icon = draft.icon.trim();
    onChange([...features, icon ? { icon, title, description } : { title, description }]);
    setDraft(blank);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Key Features</legend>
      {features.length === 0 ? (
        <p className={styles.muted}>No features yet.</p>
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
                aria-label={`Remove feature ${feature.title}`}
                onClick={() => onChange(features.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addFeature}>
        <TextField
          label="Icon (optional)"
          placeholder="e.g. 📸"
          maxLength={16}
          value={draft.icon}
          onChange={(event) => setDraft((d) => ({ ...d, icon: event.target.value }))}
        />
        <TextField label="Feature Title" value={draft.title} onChange={(event) => setDraft((d) => ({ ...d, title: event.target.value }))} />
        <TextAreaField
          label="Feature Description"
          rows={2}
          value={draft.description}
          onChange={(event) => setDraft((d) => ({ ...d, description: event.target.value }))}
        />
        <Button variant="secondary" onClick={add}>
          Add Feature
        </Button>
      </div>
    </fieldset>
  );
}
