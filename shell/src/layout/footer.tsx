import { Link } from 'react-router-dom';
import { useTranslation } from '@abialbum/web-kit';
import { LanguageSelect } from './language-select';

export const CONTACT_EMAIL = 'contact@abialbum.com';

/** Every page's footer; its language choice is left out where the page header has one (the alternative layout). */
export function Footer({ languageChoice = true }: { languageChoice?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <footer className="shell-footer">
      <nav aria-label={t('footer.nav')} className="shell-footer__links">
        <Link to="/abialbum/landing">{t('footer.home')}</Link>
        <Link to="/abialbum/about">{t('footer.about')}</Link>
        <Link to="/abialbum/terms">{t('footer.terms')}</Link>
        <Link to="/abialbum/explore-world">{t('footer.exploreWorld')}</Link>
        <a href={`mailto:${CONTACT_EMAIL}`}>{t('footer.contact')}</a>
      </nav>
      {languageChoice && <LanguageSelect className="shell-footer-language" />}
      <p className="shell-footer__note">{t('footer.note', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
