import { useState, type FormEvent } from 'react';
import { Button, Trans, useTranslation } from '@abialbum/web-kit';
import { TextAreaField, TextField } from '@abialbum/web-kit/forms';
import { fieldText } from '../../../shared/validation/field-text';
import {
  checkContact,
  contactMailto,
  CONTACT_EMAIL,
  MESSAGE_MAX,
  openMailClient,
  type ContactErrors,
  type ContactValues,
} from '../utils/contact.rules';
import * as styles from './contact.module.css';

const empty: ContactValues = { name: '', email: '', message: '' };

/** /abialbum/contact: the contact address and a form that opens the visitor's mail client. */
export function ContactPage() {
  const { t } = useTranslation('public');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const change = (field: keyof ContactValues) => (event: { target: { value: string } }) => {
    setValues((prev) => ({ ...prev, [field]: event.target.value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'email', 'message'] as const).find((field) => found[field]);
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    const href = contactMailto(values);
    openMailClient(href);
    setSentTo(href);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('contact.title')}</h1>
      <p className={styles.intro}>
        <Trans t={t} i18nKey="contact.intro" values={{ email: CONTACT_EMAIL }} components={{ mail: <a href={`mailto:${CONTACT_EMAIL}`} /> }} />
      </p>

      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.formTitle}>
          {t('contact.formTitle')}
        </h2>
        <TextField id="contact-name" label={t('contact.name')} name="name" autoComplete="name" required value={values.name} onChange={change('name')} error={fieldText(errors.name)} />
        <TextField
          id="contact-email"
          label={t('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={fieldText(errors.email)}
        />
        <TextAreaField
          id="contact-message"
          label={t('contact.message')}
          name="message"
          rows={6}
          required
          maxLength={MESSAGE_MAX}
          value={values.message}
          onChange={change('message')}
          error={fieldText(errors.message)}
        />
        <Button type="submit">{t('contact.send')}</Button>
        {sentTo && (
          <p className={styles.status} role="status">
            <Trans t={t} i18nKey="contact.opened" values={{ email: CONTACT_EMAIL }} components={{ link: <a href={sentTo} /> }} />
          </p>
        )}
      </form>
    </div>
  );
}
