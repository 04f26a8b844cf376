import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Footer } from '../footer';
import { CategorySidebar } from './category-sidebar';
import { LanguageSelect } from './language-select';
import { RegistrationDialog } from './registration-dialog';
import { SubmittedNote, type Submitted } from './submitted-note';
import { languageName, type Category, type LanguageCode } from './alt-layout.options';
import '../layout.css';
import './alt-layout.css';

/** SPEC "Layouts": the alternative layout (/abialbum/explore-world). */
export default function AltLayout() {
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [category, setCategory] = useState<Category | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const sidebarId = useId();

  return (
    <div className="shell-page alt-page">
      <a href="#alt-main" className="shell-skip-link">
        Skip to main content
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
          <span aria-hidden="true">{sidebarOpen ? '✕' : '☰'}</span> Categories
        </button>
        <LanguageSelect value={language} onChange={setLanguage} />
      </header>
      <div className="alt-body">
        <CategorySidebar id={sidebarId} open={sidebarOpen} onChoose={setCategory} />
        <main id="alt-main" className="alt-main" tabIndex={-1}>
          <h1 className="alt-main__title">Explore the World</h1>
          <p className="alt-main__welcome">
            Welcome to Abi Social Album. Albums grow from one family to a whole village, a city and beyond: pick a category to
            register for Social Album today, or to hear first when the next one opens.
          </p>
          <p className="alt-main__language">
            Selected language: <span lang={language}>{languageName(language)}</span>
          </p>
          <SubmittedNote submitted={submitted} />
          <Link to="/abialbum/landing" className="alt-main__back">
            Back to the landing page
          </Link>
        </main>
      </div>
      <Footer />
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
