/** The site's contact address; the shell's footer links to the same one. */
export const CONTACT_EMAIL = 'contact@abialbum.com';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const MESSAGE_MAX = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The SPEC section 5 wording for name and email; every field checked at once (shown by shared/validation/field-text.ts). */
export function checkContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length < 2) errors.name = 'Name must be at least 2 characters long';
  else if (name.length >= 100) errors.name = 'Name must be less than 100 characters';
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL.test(email)) errors.email = 'Please enter a valid email address';
  if (!message) errors.message = 'Message is required';
  else if (message.length > MESSAGE_MAX) errors.message = `Message must be less than ${MESSAGE_MAX} characters`;
  return errors;
}

/** A mailto: link to the contact address with the visitor's message filled in. */
export function contactMailto(values: ContactValues): string {
  const subject = `Message from ${values.name.trim()}`;
  const body = `${values.message.trim()}\n\n${values.name.trim()} <${values.email.trim()}>`;
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Hands the link to the mail client without the remote touching window.location (STYLE "A micro-frontend"). */
export function openMailClient(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  link.click();
}
