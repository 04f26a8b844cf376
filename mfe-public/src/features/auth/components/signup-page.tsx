import { Link } from 'react-router-dom';
import { Trans, useTranslation } from '@abialbum/web-kit';
import { PasswordField, TextField } from '@abialbum/web-kit/forms';
import { fieldText } from '../../../shared/validation/field-text';
import { useSignupForm } from '../hooks/use-signup-form';
import { AuthCard } from './auth-card';
import { ProfileImageField } from './profile-image-field';
import { SubmitButton } from './submit-button';
import * as styles from './auth.module.css';

/** SPEC section 2 "Signup" and section 5 "Signup". */
export function SignupPage() {
  const { t } = useTranslation('public');
  const form = useSignupForm();
  const { errors, busy, fieldProps: bind } = form;

  return (
    <AuthCard
      titleId="signup-title"
      title={t('signup.title')}
      links={
        <>
          <p>
            <Trans t={t} i18nKey="signup.hasAccount" components={{ link: <Link to="/abialbum/login" /> }} />
          </p>
          <Link to="/abialbum/landing">{t('common.backToHome')}</Link>
        </>
      }
    >
      <p className={styles.subtitle}>{t('signup.subtitle')}</p>
      <form className={styles.form} onSubmit={form.submit} noValidate aria-busy={busy}>
        <TextField label={t('signup.name')} autoComplete="name" required {...bind('name')} />
        <TextField label={t('signup.email')} type="email" autoComplete="email" required {...bind('email')} />
        <div className={styles.row}>
          <TextField label={t('signup.city')} autoComplete="address-level2" {...bind('city')} />
          <TextField label={t('signup.state')} autoComplete="address-level1" {...bind('state')} />
          <TextField label={t('signup.country')} autoComplete="country-name" {...bind('country')} />
        </div>
        <PasswordField
          label={t('signup.password')}
          autoComplete="new-password"
          required
          hint={t('reset.hint')}
          {...bind('password')}
        />
        <PasswordField label={t('reset.confirm')} autoComplete="new-password" required {...bind('confirmPassword')} />
        <ProfileImageField
          file={form.image}
          valid={form.imageValid}
          error={fieldText(errors.profileImageFile)}
          disabled={busy}
          onChange={form.setImage}
        />
        <p className={styles.notice}>
          <Trans
            t={t}
            i18nKey="signup.agree"
            components={{ terms: <Link to="/abialbum/terms" />, privacy: <Link to="/abialbum/terms" /> }}
          />
        </p>
        <SubmitButton busy={busy} label={t('signup.submit')} busyLabel={t('signup.creating')} />
      </form>
    </AuthCard>
  );
}
