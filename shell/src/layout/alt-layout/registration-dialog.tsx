import { useState, type FormEvent } from 'react';
import { Button, Trans, useTranslation } from '@abialbum/web-kit';
import { Modal, TextField } from '@abialbum/web-kit/forms';
import { CATEGORY_KEYS, OPEN_CATEGORY, categoryCallKey, type Category } from './alt-layout.options';
import { EMPTY_REGISTRATION, validateRegistration, type Registration, type RegistrationErrors } from './alt-layout.validation';

interface RegistrationDialogProps {
  category: Category | null;
  onClose(): void;
  /** SPEC: submit is not wired to any call; the page thanks the visitor instead. */
  onSubmitted(registration: Registration, category: Category): void;
}

export function RegistrationDialog({ category, onClose, onSubmitted }: RegistrationDialogProps) {
  const { t } = useTranslation('alt');
  return (
    <Modal open={category !== null} onClose={onClose} title={category ? t(categoryCallKey(category)) : ''} size="sm">
      {/* Keyed by category: each opening starts with an empty form. */}
      {category && <RegistrationForm key={category} category={category} onSubmitted={onSubmitted} />}
    </Modal>
  );
}

function RegistrationForm({ category, onSubmitted }: { category: Category; onSubmitted: RegistrationDialogProps['onSubmitted'] }) {
  const { t } = useTranslation('alt');
  const [values, setValues] = useState<Registration>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationErrors>({});

  const field = (name: keyof Registration) => ({
    value: values[name],
    error: errors[name] && t(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmitted(values, category);
  };

  return (
    <form className="alt-register" noValidate onSubmit={submit}>
      <p className="alt-register__intro">
        <Trans
          t={t}
          i18nKey={category === OPEN_CATEGORY ? 'register.introOpen' : 'register.introSoon'}
          values={{ category: t(CATEGORY_KEYS[category]) }}
          components={{ strong: <strong /> }}
        />
      </p>
      <div className="alt-register__names">
        <TextField label={t('register.firstName')} name="firstName" autoComplete="given-name" required data-autofocus {...field('firstName')} />
        <TextField label={t('register.lastName')} name="lastName" autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label={t('register.phone')} name="phone" type="tel" autoComplete="tel" inputMode="tel" required {...field('phone')} />
      <TextField label={t('register.email')} name="email" type="email" autoComplete="email" required {...field('email')} />
      <Button type="submit" fullWidth>
        {t('register.submit')}
      </Button>
    </form>
  );
}
