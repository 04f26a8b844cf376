import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, TextField, useToast } from '@abialbum/web-kit';
import { askPasswordLink } from '../api/auth.api';
import { checkForgotEmail } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import * as styles from './auth.module.css';

/** Forgot password: asks the address; the answer is the same whether or not an account uses it. */
export function ForgotPasswordPage() {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkForgotEmail(email);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setBusy(true);
    try {
      setSent(await askPasswordLink(check.email));
    } catch (err) {
      toast.error(failureText(err, 'Failed to send the link'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          Forgot your password?
        </h1>
        <p className={styles.subtitle}>Type the email address of your account: we will send it a link to set a new password.</p>
        {sent ? (
          <p className={styles.success} role="status">
            {sent}
          </p>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={error}
              disabled={busy}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" fullWidth loading={busy}>
              {busy ? 'Sending...' : 'Send Link'}
            </Button>
          </form>
        )}
        <nav className={styles.links} aria-label="Account">
          <Link to="/abialbum/login">Back to sign in</Link>
        </nav>
      </section>
    </div>
  );
}
