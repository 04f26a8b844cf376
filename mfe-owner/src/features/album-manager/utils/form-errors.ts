import { ApiError } from '@abialbum/web-kit';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function withoutField<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/** The server's per-field messages (400 validation, 409 duplicate title) for the fields this form has. */
export function serverFieldErrors<F extends string>(err: unknown, fields: readonly F[]): FieldErrors<F> | null {
  if (!(err instanceof ApiError) || !err.errors) return null;
  const found: FieldErrors<F> = {};
  for (const field of fields) {
    const message = err.errors[field];
    if (message) found[field] = message;
  }
  return Object.keys(found).length > 0 ? found : null;
}
