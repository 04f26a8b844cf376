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
