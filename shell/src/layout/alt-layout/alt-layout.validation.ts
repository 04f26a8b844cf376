export interface Registration {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export type RegistrationErrors = Partial<Record<keyof Registration, string>>;

export const EMPTY_REGISTRATION: Registration = { firstName: '', lastName: '', phone: '', email: '' };

// Same rules and words as SPEC section 5 (phone, email). Kept here rather than imported from
// @abialbum/contracts, whose schemas would bring zod into this page for two patterns.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateRegistration(values: Registration): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  const digits = values.phone.replace(/\D/g, '').length;
  if (!values.phone.trim()) errors.phone = 'Phone number is required';
  else if (digits < 10 || digits > 15) errors.phone = 'Please enter a valid phone number (10-15 digits)';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  return errors;
}
