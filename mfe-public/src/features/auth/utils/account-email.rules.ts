import { changeEmailSchema, emailSchema, messages, newPasswordFormSchema, type ChangeEmailRequest } from '@abialbum/contracts';
import { firstErrorPerField, type FieldErrors } from './field-errors';

/** The key a mailed link carries in its fragment (`#token=...`): never sent to a server by the browser. */
export function linkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

export function checkForgotEmail(email: string): { ok: true; email: string } | { ok: false; error: string } {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? { ok: true, email: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? messages.emailInvalid };
}

export type NewPasswordField = 'password' | 'confirmPassword';

/** A new password follows the sign-up rules (SPEC section 5 "Signup"), confirmed the same way. */
export function checkNewPassword(values: Record<NewPasswordField, string>): FieldErrors<NewPasswordField> {
  const parsed = newPasswordFormSchema.safeParse(values);
  return parsed.success ? {} : firstErrorPerField(parsed.error);
}

export type EmailChangeField = 'email' | 'password';

export function checkEmailChange(
  values: Record<EmailChangeField, string>,
): { ok: true; request: ChangeEmailRequest } | { ok: false; errors: FieldErrors<EmailChangeField> } {
  const parsed = changeEmailSchema.safeParse(values);
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, errors: firstErrorPerField(parsed.error) };
}

/** The contracts' validation texts (SPEC section 5's English) as keys of this front end's catalogue. */
const VALIDATION_KEYS: Readonly<Record<string, string>> = {
  [messages.emailRequired]: 'validation.emailRequired',
  [messages.emailInvalid]: 'validation.emailInvalid',
  [messages.passwordRequired]: 'validation.passwordRequired',
  [messages.passwordShort]: 'validation.passwordShort',
  [messages.passwordWeak]: 'validation.passwordWeak',
  'Password must be less than 128 characters': 'validation.passwordLong',
  [messages.confirmRequired]: 'validation.confirmRequired',
  [messages.confirmMismatch]: 'validation.confirmMismatch',
};

/** A field's message in the page's language (`t` of the 'public' namespace); one the catalogue lacks shows as is. */
export function fieldText(t: (key: string) => string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = VALIDATION_KEYS[message];
  return key ? t(key) : message;
}
