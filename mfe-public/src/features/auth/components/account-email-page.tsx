import { useState, type FormEvent } from 'react';
import { Button, PasswordField, TextField, useSession, useToast } from '@abialbum/web-kit';
import { askEmailChange, askVerificationLink } from '../api/auth.api';
import { checkEmailChange, type EmailChangeField } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import { withoutField, type FieldErrors } from '../utils/field-errors';
import * as styles from './auth.module.css';

/** The signed-in user's email address: whether it is verified (another link on request) and a change of it. */
export function AccountEmailPage() {
  const { user } = useSession();
  const toast = useToast();
  const [values, setValues] = useState<Record<EmailChangeField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<EmailChangeField>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState<'resend' | 'change' | null>(null);

  const resend = async () => {
    setBusy('resend');
    try {
      toast.success(await askVerificationLink());
    } catch (err) {
      toast.error(failureText(err, 'Failed to send the link'));
    } finally {
      setBusy(null);
    }
  };

  const change = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkEmailChange(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy('change');
    try {
      setSent(await askEmailChange(check.request));
      setValues({ email: '', password: '' });
    } catch (err) {
      toast.error(failureText(err, 'Failed to change the email address'));
    } finally {
      setBusy(null);
    }
  };

  const bind = (field: EmailChangeField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    disabled: busy !== null,
    onChange: (event: { target: { value: string } }) => {
      setValues((prev) => ({ ...prev, [field]: event.target.value }));
      setErrors((prev) => withoutField(prev, field));
    },
  });

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="account-email-title">
        <h1 id="account-email-title" className={styles.title}>
          Email address
        </h1>
        <p className={styles.subtitle}>
          <strong>{user?.email}</strong> {user?.emailVerified ? '(verified)' : '(not verified yet)'}
        </p>
        {user?.emailVerified === false && (
          <Button variant="secondary" fullWidth loading={busy === 'resend'} disabled={busy !== null} onClick={() => void resend()}>
            Send a New Link
          </Button>
        )}
        <h2 className={styles.heading}>Change email address</h2>
        <p className={styles.hint}>We send a link to the new address; the change is made once you open it.</p>
        {sent && (
          <p className={styles.success} role="status">
            {sent}
          </p>
        )}
        <form className={styles.form} onSubmit={change} noValidate aria-busy={busy === 'change'}>
          <TextField label="New Email" type="email" autoComplete="email" required {...bind('email')} />
          <PasswordField label="Current Password" autoComplete="current-password" required {...bind('password')} />
          <Button type="submit" fullWidth loading={busy === 'change'}>
            {busy === 'change' ? 'Sending...' : 'Change Email'}
          </Button>
        </form>
      </section>
    </div>
  );
}
