import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, TextField, useToast, useTranslation } from '@abialbum/web-kit';
import { askPasswordLink } from '../api/auth.api';
import { fieldText } from '../../../shared/validation/field-text';
import { checkForgotEmail } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import * as styles from './auth.module.css';

/** Forgot password: asks the address; the answer is the same whether or not an account uses it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('public');
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
      await askPasswordLink(check.email);
      // The server's one answer, in the page's language.
      setSent(t('forgot.sent'));
    } catch (err) {
      toast.error(failureText(err, t('emailLink.sendFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          {t('forgot.title')}
        </h1>
        <p className={styles.subtitle}>{t('forgot.intro')}</p>
        {sent ? (
          <p className={styles.success} role="status">
            {sent}
          </p>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
            <TextField
              label={t('forgot.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={fieldText(error)}
              disabled={busy}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" fullWidth loading={busy}>
              {busy ? t('emailLink.sending') : t('forgot.send')}
            </Button>
          </form>
        )}
        <nav className={styles.links} aria-label={t('emailLink.nav')}>
          <Link to="/abialbum/login">{t('emailLink.backToSignIn')}</Link>
        </nav>
      </section>
    </div>
  );
}
