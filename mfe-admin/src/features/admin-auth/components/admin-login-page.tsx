import { Button, useTranslation } from '@abialbum/web-kit';
import { PasswordField, TextField } from '@abialbum/web-kit/forms';
import { useAdminLoginForm } from '../hooks/use-admin-login-form';
import { messages } from '@abialbum/contracts';
import { validationText } from '../../../lib/validation-text';
import * as styles from './admin-login-page.module.css';

/** SPEC section 2 "Admin login": titled Admin Panel; both fields required. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const form = useAdminLoginForm();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className={styles.title}>
          {t('login.title')}
        </h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
        {form.error && (
          <p className={styles.alert} role="alert">
            {form.error === messages.adminFields ? t('validation.fields') : validationText(form.error)}
          </p>
        )}
        <form className={styles.form} onSubmit={form.submit} noValidate aria-busy={form.busy}>
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={form.email}
            disabled={form.busy}
            onChange={(event) => form.setEmail(event.target.value)}
          />
          <PasswordField
            label={t('login.password')}
            name="password"
            required
            value={form.password}
            disabled={form.busy}
            onChange={(event) => form.setPassword(event.target.value)}
          />
          <Button type="submit" fullWidth loading={form.busy}>
            {form.busy ? t('login.signingIn') : t('login.signIn')}
          </Button>
        </form>
      </section>
    </div>
  );
}
