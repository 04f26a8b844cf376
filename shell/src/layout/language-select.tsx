import { useId, useState } from 'react';
import { LOCALES, chooseLocale, currentLocale, useTranslation, type Locale } from '@abialbum/web-kit';

/**
 * The site's language (issue 27): a labelled native select, so it works from the keyboard. The choice changes every
 * screen at once, the shell's and the remotes', and is kept for the next visits.
 */
export function LanguageSelect({ className = 'alt-language' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const id = useId();
  // The choice shows at once, while its texts load (the page changes when they are there).
  const [pending, setPending] = useState<Locale | null>(null);
  const choose = (locale: Locale) => {
    setPending(locale);
    void chooseLocale(locale).finally(() => setPending(null));
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={`${className}__label`}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={`${className}__select`}
        value={pending ?? currentLocale()}
        onChange={(event) => choose(event.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {`${locale.name} (${locale.code})`}
          </option>
        ))}
      </select>
    </div>
  );
}
