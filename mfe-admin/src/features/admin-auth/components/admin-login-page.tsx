import { Button, PasswordField, TextField } from '@abialbum/web-kit';
import { useAdminLoginForm } from '../hooks/use-admin-login-form';
import * as styles from './admin-login-page.module.css';

/** SPEC section 2 "Admin login": titled Admin Panel; both fields required. */
export function AdminLoginPage() {
  const form = useAdminLoginForm();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className={styles.title}>
          Admin Panel
        </h1>
        <p className={styles.subtitle}>Sign in to manage users, albums and content</p>
        {form.error && (
          <p className={styles.alert} role="alert">
            {form.error}
          </p>
        )}
        <form className={styles.form} onSubmit={form.submit} noValidate aria-busy={form.busy}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            value={form.email}
            disabled={form.busy}
            onChange={(event) => form.setEmail(event.target.value)}
          />
          <PasswordField
            label="Password"
            name="password"
            required
            value={form.password}
            disabled={form.busy}
            onChange={(event) => form.setPassword(event.target.value)}
          />
          <Button type="submit" fullWidth loading={form.busy}>
            {form.busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </section>
    </div>
  );
}
