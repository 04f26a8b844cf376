import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, currentLocale, localeName, useTranslation } from '@abialbum/web-kit';
import { Footer } from '../footer';
import { LanguageSelect } from '../language-select';
import { CategorySidebar } from './category-sidebar';
import { RegistrationDialog } from './registration-dialog';
import { SubmittedNote, type Submitted } from './submitted-note';
import type { Category } from './alt-layout.options';
import '../layout.css';
import './alt-layout.css';
import './i18n/alt-messages';

/** SPEC "Layouts": the alternative layout (/abialbum/explore-world). */
export default function AltLayout() {
  const { t } = useTranslation('alt');
  const language = currentLocale();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [category, setCategory] = useState<Category | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const sidebarId = useId();

  return (
    <div className="shell-page alt-page">
      <a href="#alt-main" className="shell-skip-link">
        {t('layout.skipToMain')}
      </a>
      <header className="alt-header">
        <Link to="/abialbum/landing" className="shell-logo">
          <span className="shell-logo__mark" aria-hidden="true">
            A
          </span>
          <span className="shell-logo__text">Abi Social Album</span>
        </Link>
        <button
          type="button"
          className="alt-header__toggle"
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={() => setSidebarOpen((open) => !open)}
        >
          <span aria-hidden="true">{sidebarOpen ? '✕' : '☰'}</span> {t('alt.categories')}
        </button>
        <LanguageSelect />
      </header>
      <div className="alt-body">
        <CategorySidebar id={sidebarId} open={sidebarOpen} onChoose={setCategory} />
        <main id="alt-main" className="alt-main" tabIndex={-1}>
          <h1 className="alt-main__title">{t('alt.title')}</h1>
          <p className="alt-main__welcome">{t('alt.welcome')}</p>
          <p className="alt-main__language">
            <Trans
              t={t}
              i18nKey="alt.selectedLanguage"
              values={{ name: localeName(language) }}
              components={{ lang: <span lang={language} /> }}
            />
          </p>
          <SubmittedNote submitted={submitted} />
          <Link to="/abialbum/landing" className="alt-main__back">
            {t('alt.back')}
          </Link>
        </main>
      </div>
      <Footer languageChoice={false} />
      <RegistrationDialog
        category={category}
        onClose={() => setCategory(null)}
        onSubmitted={(registration, chosen) => {
          setSubmitted({ firstName: registration.firstName.trim(), category: chosen });
          setCategory(null);
        }}
      />
    </div>
  );
}
