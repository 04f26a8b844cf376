import { useState } from 'react';
import { FieldMessages, useFieldIds, type TextFieldProps } from './text-field';
import { useTranslation } from '@abialbum/web-kit';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle that keeps the field's label and error wiring. */
export function PasswordField({ label, error, hint, id, className, required, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation('kit');
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, error, hint, rest['aria-describedby']);
  return (
    <div className={['wk-field', className].filter(Boolean).join(' ')}>
      <label className="wk-field__label" htmlFor={ids.fieldId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="wk-field__with-action">
        <input
          autoComplete="current-password"
          {...rest}
          id={ids.fieldId}
          type={visible ? 'text' : 'password'}
          required={required}
          className="wk-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className="wk-field__action"
          aria-pressed={visible}
          aria-label={visible ? t('password.hideLabel') : t('password.showLabel')}
          aria-controls={ids.fieldId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      </div>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
