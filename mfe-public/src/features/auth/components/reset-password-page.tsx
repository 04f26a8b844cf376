import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, PasswordField, useAppNavigate, useSession, useToast, useTranslation } from '@abialbum/web-kit';
import { setNewPassword } from '../api/auth.api';
import { fieldText } from '../../../shared/validation/field-text';
import { checkNewPassword, linkToken, type NewPasswordField } from '../utils/account-email.rules';
import { failureText } from '../utils/failure';
import { withoutField, type FieldErrors } from '../utils/field-errors';
import * as styles from './auth.module.css';

/** The page a reset link opens: a new password (the sign-up rules); every session of the account ends. */
export function ResetPasswordPage() {
  const { t } = useTranslation('public');
  const token = linkToken(useLocation().hash);
  const session = useSession();
  const toast = useToast();
  const navigate = useAppNavigate();
  const [values, setValues] = useState<Record<NewPasswordField, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const bind = (field: NewPasswordField) => ({
    name: field,
    value: values[field],
    error: fieldText(errors[field]),
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
      await setNewPassword(token, values.password);
      // This browser's session ended on the server with every other one.
      if (session.status === 'signedIn') await session.signOut();
      toast.success(t('reset.done'));
      navigate('/abialbum/login', { replace: true });
    } catch (err) {
      const text = failureText(err, t('reset.failed'));
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
          {t('reset.title')}
        </h1>
        <p className={styles.subtitle}>{t('reset.intro')}</p>
        {(refused || !token) && (
          <p className={styles.alert} role="alert">
            {refused ?? t('emailLink.incomplete')} <Link to="/abialbum/forgot-password">{t('emailLink.askNew')}</Link>
          </p>
        )}
        {token && (
          <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
            <PasswordField
              label={t('reset.password')}
              autoComplete="new-password"
              required
              hint={t('reset.hint')}
              {...bind('password')}
            />
            <PasswordField label={t('reset.confirm')} autoComplete="new-password" required {...bind('confirmPassword')} />
            <Button type="submit" fullWidth loading={busy}>
              {busy ? t('reset.saving') : t('reset.save')}
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
