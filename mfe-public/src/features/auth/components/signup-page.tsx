import type { ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, PasswordField, TextField } from '@abialbum/web-kit';
import { useSignupForm } from '../hooks/use-signup-form';
import type { SignupValues } from '../utils/signup.rules';
import { ProfileImageField } from './profile-image-field';
import * as styles from './auth.module.css';

/** SPEC section 2 "Signup" and section 5 "Signup". */
export function SignupPage() {
  const form = useSignupForm();
  const { values, errors, busy } = form;
  const bind = (field: keyof SignupValues) => ({
    name: field,
    value: values[field],
    error: errors[field],
    disabled: busy,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setField(field, event.target.value),
  });

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="signup-title">
        <h1 id="signup-title" className={styles.title}>
          Create Account
        </h1>
        <p className={styles.subtitle}>Join AbiAlbum and keep your memories forever</p>
        <form className={styles.form} onSubmit={form.submit} noValidate aria-busy={busy}>
          <TextField label="Username" autoComplete="name" required {...bind('name')} />
          <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
          <div className={styles.row}>
            <TextField label="City (optional)" autoComplete="address-level2" {...bind('city')} />
            <TextField label="State (optional)" autoComplete="address-level1" {...bind('state')} />
            <TextField label="Country (optional)" autoComplete="country-name" {...bind('country')} />
          </div>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            hint="Must contain uppercase, lowercase, number, and special character"
            {...bind('password')}
          />
          <PasswordField label="Confirm Password" autoComplete="new-password" required {...bind('confirmPassword')} />
          <ProfileImageField
            file={form.image}
            valid={form.imageValid}
            error={errors.profileImageFile}
            disabled={busy}
            onChange={form.setImage}
          />
          <p className={styles.notice}>
            By creating an account, you agree to our <Link to="/abialbum/terms">Terms</Link> and{' '}
            <Link to="/abialbum/terms">Privacy Policy</Link>.
          </p>
          <Button type="submit" fullWidth loading={busy}>
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        </form>
        <nav className={styles.links} aria-label="Account">
          <p>
            Already have an account? <Link to="/abialbum/login">Sign in here</Link>
          </p>
          <Link to="/abialbum/landing">Back to Home</Link>
        </nav>
      </section>
    </div>
  );
}
