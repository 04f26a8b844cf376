import { useState, type FormEvent } from 'react';
import { fieldText } from '../../../shared/validation/field-text';
import { withoutField, type FieldErrors } from '../utils/field-errors';

/** What a form's rules say of its values: the request to send, or each field's message. */
export type FormCheck<R, E extends string> = { ok: true; request: R } | { ok: false; errors: FieldErrors<E> };

export interface AuthFormOptions<F extends string, R, E extends string> {
  initial: Record<F, string>;
  /** The form's rules (the contracts' schemas); null when there is nothing to send and nothing to say. */
  check(values: Record<F, string>): FormCheck<R, F | E> | null;
  send(request: R): Promise<void>;
  /** The call failed or was refused: the form is free to be sent again. */
  fail(error: unknown): void;
}

/**
 * The state and submit every auth form shares: each field's value and message (SPEC section 5: a message clears when
 * its field is edited), one submit at a time, `busy` until the call settles. `E` names messages of fields that are
 * not text inputs (sign-up's profile image).
 */
export function useAuthForm<F extends string, R, E extends string = F>({ initial, check, send, fail }: AuthFormOptions<F, R, E>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F | E>>({});
  const [busy, setBusy] = useState(false);

  const setField = (field: F, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => withoutField(prev, field));
  };

  /** A text input's props: its value, its message in the page's language, disabled while the call runs. */
  const fieldProps = (field: F) => ({
    name: field,
    value: values[field],
    error: fieldText(errors[field]),
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = check(values);
    if (!result) return;
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    try {
      await send(result.request);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, setErrors, setField, fieldProps, busy, submit };
}
