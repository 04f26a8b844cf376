import { useState, type FormEvent } from 'react';
import { Button, TextAreaField, TextField } from '@abialbum/web-kit';
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
      <h1 className={styles.title}>Contact Us</h1>
      <p className={styles.intro}>
        Questions, ideas or a problem with your album? Write to us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use the form below.
      </p>

      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.formTitle}>
          Send us a message
        </h2>
        <TextField id="contact-name" label="Name" name="name" autoComplete="name" required value={values.name} onChange={change('name')} error={errors.name} />
        <TextField
          id="contact-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextAreaField
          id="contact-message"
          label="Message"
          name="message"
          rows={6}
          required
          maxLength={MESSAGE_MAX}
          value={values.message}
          onChange={change('message')}
          error={errors.message}
        />
        <Button type="submit">Send Message</Button>
        {sentTo && (
          <p className={styles.status} role="status">
            Your mail app should open with your message. If it did not, <a href={sentTo}>open the message here</a> or
            write to {CONTACT_EMAIL}.
          </p>
        )}
      </form>
    </div>
  );
}
