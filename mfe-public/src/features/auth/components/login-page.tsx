import { Link } from 'react-router-dom';
import { Button, PasswordField, Tabs, TextField, useTranslation } from '@abialbum/web-kit';
import { useLoginForm } from '../hooks/use-login-form';
import type { LoginMethod } from '../utils/login.rules';
import * as styles from './auth.module.css';

const methods = [
  { id: 'email', label: 'Email' },
  { id: 'phone', label: 'Phone' },
];

/** SPEC section 2 "Login" and section 5 "Login": sign in by email or by phone. */
export function LoginPage() {
  const { t } = useTranslation('public');
  const form = useLoginForm();
  const { method, values, errors, busy } = form;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Welcome Back
        </h1>
        <p className={styles.subtitle}>Sign in to your AbiAlbum account</p>
        {form.blocked && (
          <p className={styles.alert} role="alert">
            {form.blocked}
          </p>
        )}
        <Tabs label="Login method" items={methods} value={method} onChange={(id) => form.setMethod(id as LoginMethod)}>
          <form className={styles.form} onSubmit={form.submit} noValidate aria-busy={busy}>
            {method === 'email' ? (
              <TextField
                key="email"
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                value={values.email}
                error={errors.email}
                disabled={busy}
                onChange={(event) => form.setField('email', event.target.value)}
              />
            ) : (
              <TextField
                key="phone"
                label="Phone Number"
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                value={values.phone}
                error={errors.phone}
                disabled={busy}
                onChange={(event) => form.setField('phone', event.target.value)}
              />
            )}
            <PasswordField
              label="Password"
              name="password"
              required
              value={values.password}
              error={errors.password}
              disabled={busy}
              onChange={(event) => form.setField('password', event.target.value)}
            />
            <p className={styles.forgot}>
              <Link to="/abialbum/forgot-password">{t('login.forgotPassword')}</Link>
            </p>
            <Button type="submit" fullWidth loading={busy}>
              {busy ? 'Signing in...' : 'Login'}
            </Button>
          </form>
        </Tabs>
        <nav className={styles.links} aria-label="Account">
          <p>
            Don&apos;t have an account? <Link to="/abialbum/signup">Sign up here</Link>
          </p>
          <Link to="/abialbum/landing">Back to Home</Link>
        </nav>
      </section>
    </div>
  );
}
