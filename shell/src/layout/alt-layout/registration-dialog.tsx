import { useState, type FormEvent } from 'react';
import { Button, Modal, TextField } from '@abialbum/web-kit';
import { OPEN_CATEGORY, categoryCall, type Category } from './alt-layout.options';
import { EMPTY_REGISTRATION, validateRegistration, type Registration, type RegistrationErrors } from './alt-layout.validation';

interface RegistrationDialogProps {
  category: Category | null;
  onClose(): void;
  /** SPEC: submit is not wired to any call; the page thanks the visitor instead. */
  onSubmitted(registration: Registration, category: Category): void;
}

export function RegistrationDialog({ category, onClose, onSubmitted }: RegistrationDialogProps) {
  return (
    <Modal open={category !== null} onClose={onClose} title={category ? categoryCall(category) : ''} size="sm">
      {/* Keyed by category: each opening starts with an empty form. */}
      {category && <RegistrationForm key={category} category={category} onSubmitted={onSubmitted} />}
    </Modal>
  );
}

function RegistrationForm({ category, onSubmitted }: { category: Category; onSubmitted: RegistrationDialogProps['onSubmitted'] }) {
  const [values, setValues] = useState<Registration>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationErrors>({});

  const field = (name: keyof Registration) => ({
    value: values[name],
    error: errors[name],
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
        <strong>{category}</strong>
        {category === OPEN_CATEGORY
          ? ': create your place and keep your memories with the people who share them.'
          : ' albums are on their way. Leave your details and check back here to be among the first.'}
      </p>
      <div className="alt-register__names">
        <TextField label="First name" name="firstName" autoComplete="given-name" required data-autofocus {...field('firstName')} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required {...field('phone')} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required {...field('email')} />
      <Button type="submit" fullWidth>
        SUBMIT
      </Button>
    </form>
  );
}
