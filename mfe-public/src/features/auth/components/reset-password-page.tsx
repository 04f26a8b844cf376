import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppNavigate, useSession, useToast, useTranslation } from '@abialbum/web-kit';
import { PasswordField } from '@abialbum/web-kit/forms';
import { setNewPassword } from '../api/auth.api';
import { useAuthForm } from '../hooks/use-auth-form';
import { checkNewPassword, linkToken } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import * as styles from './auth.module.css';

/** The page a reset link opens: a new password (the sign-up rules); every session of the account ends. */
export function ResetPasswordPage() {
  const { t } = useTranslation('public');
  const token = linkToken(useLocation().hash);
  const session = useSession();
  const toast = useToast();
  const navigate = useAppNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useAuthForm({
    initial: { password: '', confirmPassword: '' },
    check: (values) => {
      // Without a key there is no form (the page says the link is incomplete).
      if (!token) return null;
      const errors = checkNewPassword(values);
      return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request: { token, password: values.password } };
    },
    send: async ({ token, password }) => {
      await setNewPassword(token, password);
      // This browser's session ended on the server with every other one.
      if (session.status === 'signedIn') await session.signOut();
      toast.success(t('reset.done'));
      navigate('/abialbum/login', { replace: true });
    },
    fail: (err) => {
      const text = failureText(err, t('reset.failed'));
      setRefused(text);
      toast.error(text);
    },
  });

  return (
    <AuthCard titleId="reset-title" title={t('reset.title')} links={<Link to="/abialbum/login">{t('emailLink.backToSignIn')}</Link>}>
      <p className={styles.subtitle}>{t('reset.intro')}</p>
      {(refused || !token) && (
        <p className={styles.alert} role="alert">
          {refused ?? t('emailLink.incomplete')} <Link to="/abialbum/forgot-password">{t('emailLink.askNew')}</Link>
        </p>
      )}
      {token && (
        <form className={styles.form} onSubmit={form.submit} noValidate aria-busy={form.busy}>
          <PasswordField
            label={t('reset.password')}
            autoComplete="new-password"
            required
            hint={t('reset.hint')}
            {...form.fieldProps('password')}
          />
          <PasswordField label={t('reset.confirm')} autoComplete="new-password" required {...form.fieldProps('confirmPassword')} />
          <SubmitButton busy={form.busy} label={t('reset.save')} busyLabel={t('reset.saving')} />
        </form>
      )}
    </AuthCard>
  );
}
