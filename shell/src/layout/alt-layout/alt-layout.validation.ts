export interface Registration {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** Each wrong field's message key in the shell catalogue. */
export type RegistrationErrors = Partial<Record<keyof Registration, string>>;

export const EMPTY_REGISTRATION: Registration = { firstName: '', lastName: '', phone: '', email: '' };

// Same rules and words as SPEC section 5 (phone, email). Kept here rather than imported from
// @abialbum/contracts, whose schemas would bring zod into this page for two patterns.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateRegistration(values: Registration): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'validation.firstNameRequired';
  if (!values.lastName.trim()) errors.lastName = 'validation.lastNameRequired';
  const digits = values.phone.replace(/\D/g, '').length;
  if (!values.phone.trim()) errors.phone = 'validation.phoneRequired';
  else if (digits < 10 || digits > 15) errors.phone = 'validation.phoneInvalid';
  if (!values.email.trim()) errors.email = 'validation.emailRequired';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'validation.emailInvalid';
  return errors;
}
