import { useId } from 'react';
import { LANGUAGES, type LanguageCode } from './alt-layout.options';

interface LanguageSelectProps {
  value: LanguageCode;
  onChange(code: LanguageCode): void;
}

/** SPEC: the choice is only held on screen (no storage, no call). */
export function LanguageSelect({ value, onChange }: LanguageSelectProps) {
  const id = useId();
  return (
    <div className="alt-language">
      <label htmlFor={id} className="alt-language__label">
        Language
      </label>
      <select id={id} className="alt-language__select" value={value} onChange={(event) => onChange(event.target.value as LanguageCode)}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {`${language.name} (${language.code})`}
          </option>
        ))}
      </select>
    </div>
  );
}
