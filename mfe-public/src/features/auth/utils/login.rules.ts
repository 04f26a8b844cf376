import { loginRequestSchema, type LoginRequest } from '@abialbum/contracts';
import { firstErrorPerField, type FieldErrors } from './field-errors';

export type LoginMethod = 'email' | 'phone';
export type LoginField = 'email' | 'phone' | 'password';

export interface LoginValues {
  email: string;
  phone: string;
  password: string;
}

export type LoginCheck = { ok: true; request: LoginRequest } | { ok: false; errors: FieldErrors<LoginField> };

/** SPEC section 5 "Login", with the same schema the server applies. */
export function checkLogin(method: LoginMethod, values: LoginValues): LoginCheck {
  const input =
    method === 'email'
      ? { loginType: method, email: values.email, password: values.password }
      : { loginType: method, phone: values.phone, password: values.password };
  const parsed = loginRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: firstErrorPerField(parsed.error) };
  return { ok: true, request: parsed.data };
}
