import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, PasswordField, useAppNavigate, useSession, useToast } from '@abialbum/web-kit';
import { setNewPassword } from '../api/auth.api';
import { checkNewPassword, linkToken, type NewPasswordField } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import { withoutField, type FieldErrors } from '../utils/field-errors';
import * as styles from './auth.module.css';

const NO_LINK = 'This link is not complete. Please ask for a new one.';

/** The page a reset link opens: a new password (the sign-up rules); every session of the account ends. */
export function ResetPasswordPage() {
  const token = linkToken(useLocation().hash);
  const session = useSession();
  const toast = useToast();
  const navigate = useAppNavigate();
  const [values, setValues] = useState<Record<NewPasswordField, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [refused, setRefused] = useState<string | null>(token ? null : NO_LINK);
  const [busy, setBusy] = useState(false);

  const bind = (field: NewPasswordField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => {
      setValues((prev) => ({ ...prev, [field]: event.target.value }));
      setErrors((prev) => withoutField(prev, field));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token) return;
    const problems = checkNewPassword(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setBusy(true);
    try {
      const message = await setNewPassword(token, values.password);
      // This browser's session ended on the server with every other one.
      if (session.status === 'signedIn') await session.signOut();
      toast.success(message);
      navigate('/abialbum/login', { replace: true });
    } catch (err) {
      const text = failureText(err, 'Failed to set the password');
      setRefused(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          Set a new password
        </h1>
        <p className={styles.subtitle}>Setting it signs your account out everywhere.</p>
        {refused && (
          <p className={styles.alert} role="alert">
            {refused} <Link to="/abialbum/forgot-password">Ask for a new link</Link>
          </p>
        )}
        {token && (
          <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              required
              hint="Must contain uppercase, lowercase, number, and special character"
              {...bind('password')}
            />
            <PasswordField label="Confirm Password" autoComplete="new-password" required {...bind('confirmPassword')} />
            <Button type="submit" fullWidth loading={busy}>
              {busy ? 'Saving...' : 'Set Password'}
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
