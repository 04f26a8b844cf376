import { useState, type FormEvent } from 'react';
import { Button, PasswordField, TextField, useSession, useToast, useTranslation } from '@abialbum/web-kit';
import { askEmailChange, askVerificationLink } from '../api/auth.api';
import { fieldText } from '../../../shared/validation/field-text';
import { checkEmailChange, type EmailChangeField } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import { withoutField, type FieldErrors } from '../utils/field-errors';
import * as styles from './auth.module.css';

/** The signed-in user's email address: whether it is verified (another link on request) and a change of it. */
export function AccountEmailPage() {
  const { t } = useTranslation('public');
  const { user } = useSession();
  const toast = useToast();
  const [values, setValues] = useState<Record<EmailChangeField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<EmailChangeField>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState<'resend' | 'change' | null>(null);

  const resend = async () => {
    setBusy('resend');
    try {
      await askVerificationLink();
      toast.success(t('accountEmail.resent', { email: user?.email ?? '' }));
    } catch (err) {
      toast.error(failureText(err, t('emailLink.sendFailed')));
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
      await askEmailChange(check.request);
      setSentTo(check.request.email);
      setValues({ email: '', password: '' });
    } catch (err) {
      toast.error(failureText(err, t('accountEmail.changeFailed')));
    } finally {
      setBusy(null);
    }
  };

  const bind = (field: EmailChangeField) => ({
    name: field,
    value: values[field],
    error: fieldText(errors[field]),
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
          {t('emailLink.emailAddress')}
        </h1>
        <p className={styles.subtitle}>
          <strong>{user?.email}</strong> {user?.emailVerified ? t('accountEmail.verified') : t('accountEmail.notVerified')}
        </p>
        {user?.emailVerified === false && (
          <Button variant="secondary" fullWidth loading={busy === 'resend'} disabled={busy !== null} onClick={() => void resend()}>
            {t('accountEmail.resend')}
          </Button>
        )}
        <h2 className={styles.heading}>{t('accountEmail.changeTitle')}</h2>
        <p className={styles.hint}>{t('accountEmail.changeHint')}</p>
        {sentTo && (
          <p className={styles.success} role="status">
            {t('accountEmail.changeSent', { email: sentTo })}
          </p>
        )}
        <form className={styles.form} onSubmit={change} noValidate aria-busy={busy === 'change'}>
          <TextField label={t('accountEmail.newEmail')} type="email" autoComplete="email" required {...bind('email')} />
          <PasswordField label={t('accountEmail.password')} autoComplete="current-password" required {...bind('password')} />
          <Button type="submit" fullWidth loading={busy === 'change'}>
            {busy === 'change' ? t('emailLink.sending') : t('accountEmail.change')}
          </Button>
        </form>
      </section>
    </div>
  );
}
