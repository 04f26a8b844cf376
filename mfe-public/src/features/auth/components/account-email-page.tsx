import { useState } from 'react';
import { Button, useSession, useToast, useTranslation } from '@abialbum/web-kit';
import { PasswordField, TextField } from '@abialbum/web-kit/forms';
import { askEmailChange, askVerificationLink } from '../api/auth.api';
import { useAuthForm } from '../hooks/use-auth-form';
import { checkEmailChange } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import * as styles from './auth.module.css';

/** The signed-in user's email address: whether it is verified (another link on request) and a change of it. */
export function AccountEmailPage() {
  const { t } = useTranslation('public');
  const { user } = useSession();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useAuthForm({
    initial: { email: '', password: '' },
    // One call at a time: no change while another link is being sent.
    check: (values) => (resending ? null : checkEmailChange(values)),
    send: async (request) => {
      await askEmailChange(request);
      setSentTo(request.email);
      form.setValues({ email: '', password: '' });
    },
    fail: (err) => toast.error(failureText(err, t('accountEmail.changeFailed'))),
  });
  const busy = resending || form.busy;

  const resend = async () => {
    setResending(true);
    try {
      await askVerificationLink();
      toast.success(t('accountEmail.resent', { email: user?.email ?? '' }));
    } catch (err) {
      toast.error(failureText(err, t('emailLink.sendFailed')));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard titleId="account-email-title" title={t('emailLink.emailAddress')}>
      <p className={styles.subtitle}>
        <strong>{user?.email}</strong> {user?.emailVerified ? t('accountEmail.verified') : t('accountEmail.notVerified')}
      </p>
      {user?.emailVerified === false && (
        <Button variant="secondary" fullWidth loading={resending} disabled={busy} onClick={() => void resend()}>
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
      <form className={styles.form} onSubmit={form.submit} noValidate aria-busy={form.busy}>
        <TextField label={t('accountEmail.newEmail')} type="email" autoComplete="email" required {...form.fieldProps('email')} disabled={busy} />
        <PasswordField label={t('accountEmail.password')} autoComplete="current-password" required {...form.fieldProps('password')} disabled={busy} />
        <SubmitButton busy={form.busy} label={t('accountEmail.change')} busyLabel={t('emailLink.sending')} />
      </form>
    </AuthCard>
  );
}
