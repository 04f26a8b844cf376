import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useToast, useTranslation } from '@abialbum/web-kit';
import { TextField } from '@abialbum/web-kit/forms';
import { askPasswordLink } from '../api/auth.api';
import { useAuthForm } from '../hooks/use-auth-form';
import { checkForgotEmail } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import * as styles from './auth.module.css';

/** Forgot password: asks the address; the answer is the same whether or not an account uses it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('public');
  const toast = useToast();
  const [sent, setSent] = useState<string | null>(null);
  const form = useAuthForm({
    initial: { email: '' },
    check: ({ email }) => {
      const check = checkForgotEmail(email);
      return check.ok ? { ok: true, request: check.email } : { ok: false, errors: { email: check.error } };
    },
    send: async (email) => {
      await askPasswordLink(email);
      // The server's one answer, in the page's language.
      setSent(t('forgot.sent'));
    },
    fail: (err) => toast.error(failureText(err, t('emailLink.sendFailed'))),
  });

  return (
    <AuthCard titleId="forgot-title" title={t('forgot.title')} links={<Link to="/abialbum/login">{t('emailLink.backToSignIn')}</Link>}>
      <p className={styles.subtitle}>{t('forgot.intro')}</p>
      {sent ? (
        <p className={styles.success} role="status">
          {sent}
        </p>
      ) : (
        <form className={styles.form} onSubmit={form.submit} noValidate aria-busy={form.busy}>
          <TextField label={t('forgot.email')} type="email" autoComplete="email" required {...form.fieldProps('email')} />
          <SubmitButton busy={form.busy} label={t('forgot.send')} busyLabel={t('emailLink.sending')} />
        </form>
      )}
    </AuthCard>
  );
}
