import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldChrome {
  label: ReactNode;
  /** Shown under the field, linked with aria-describedby; sets aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
}

export type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
export type TextAreaFieldProps = FieldChrome &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** Ids and aria wiring shared by every labelled field. */
export function useFieldIds(id: string | undefined, error?: string | null, hint?: ReactNode, describedBy?: string) {
  const generated = useId();
  const fieldId = id ?? `wk-field-${generated}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy: describedByIds };
}

export function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: string | null; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="wk-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="wk-field__error">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({ label, error, hint, id, className, required, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint, rest['aria-describedby']);
  return (
    <div className={['wk-field', className].filter(Boolean).join(' ')}>
      <label className="wk-field__label" htmlFor={ids.fieldId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        {...rest}
        id={ids.fieldId}
        required={required}
        className="wk-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, id, className, required, ...rest }: TextAreaFieldProps) {
  const ids = useFieldIds(id, error, hint, rest['aria-describedby']);
  return (
    <div className={['wk-field', className].filter(Boolean).join(' ')}>
      <label className="wk-field__label" htmlFor={ids.fieldId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        {...rest}
        id={ids.fieldId}
        required={required}
        className="wk-field__input wk-field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
