import { Link } from 'react-router-dom';
import { Trans, useTranslation } from '@abialbum/web-kit';
import { CATEGORY_KEYS, OPEN_CATEGORY, type Category } from './alt-layout.options';

export interface Submitted {
  firstName: string;
  category: Category;
}

/** The friendly answer to SUBMIT: nothing was sent, so it promises nothing it cannot keep. */
export function SubmittedNote({ submitted }: { submitted: Submitted | null }) {
  const { t } = useTranslation('alt');
  return (
    <div role="status" className={submitted ? 'alt-note' : undefined}>
      {submitted &&
        (submitted.category === OPEN_CATEGORY ? (
          <p>
            <Trans
              t={t}
              i18nKey="submitted.open"
              values={{ name: submitted.firstName }}
              components={{ signup: <Link to="/abialbum/signup" /> }}
            />
          </p>
        ) : (
          <p>{t('submitted.soon', { name: submitted.firstName, category: t(CATEGORY_KEYS[submitted.category]) })}</p>
        ))}
    </div>
  );
}
