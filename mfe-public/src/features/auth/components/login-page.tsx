import { Link } from 'react-router-dom';
import { Trans, useTranslation } from '@abialbum/web-kit';
import { PasswordField, Tabs, TextField } from '@abialbum/web-kit/forms';
import { useLoginForm } from '../hooks/use-login-form';
import type { LoginMethod } from '../utils/login.rules';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import * as styles from './auth.module.css';

const methods = [
  { id: 'email', label: 'login.methodEmail' },
  { id: 'phone', label: 'login.methodPhone' },
];

/** SPEC section 2 "Login" and section 5 "Login": sign in by email or by phone. */
export function LoginPage() {
  const { t } = useTranslation('public');
  const form = useLoginForm();
  const { method, busy } = form;

  return (
    <AuthCard
      titleId="login-title"
      title={t('login.title')}
      links={
        <>
          <p>
            <Trans t={t} i18nKey="login.noAccount" components={{ link: <Link to="/abialbum/signup" /> }} />
          </p>
          <Link to="/abialbum/landing">{t('common.backToHome')}</Link>
        </>
      }
    >
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      {form.blocked && (
        <p className={styles.alert} role="alert">
          {form.blocked}
        </p>
      )}
      <Tabs label={t('login.method')} items={methods.map((m) => ({ ...m, label: t(m.label) }))} value={method} onChange={(id) => form.setMethod(id as LoginMethod)}>
        <form className={styles.form} onSubmit={form.submit} noValidate aria-busy={busy}>
          {method === 'email' ? (
            <TextField key="email" label={t('login.email')} type="email" autoComplete="email" required {...form.fieldProps('email')} />
          ) : (
            <TextField key="phone" label={t('login.phone')} type="tel" autoComplete="tel" inputMode="tel" required {...form.fieldProps('phone')} />
          )}
          <PasswordField label={t('login.password')} required {...form.fieldProps('password')} />
          <p className={styles.forgot}>
            <Link to="/abialbum/forgot-password">{t('login.forgotPassword')}</Link>
          </p>
          <SubmitButton busy={busy} label={t('login.submit')} busyLabel={t('login.signingIn')} />
        </form>
      </Tabs>
    </AuthCard>
  );
}
